import { applyDecorators } from '@nestjs/common';
import { IsInt, IsISO8601, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { DecimalDigits } from '../../common/field-rules.js';

// The query rules every staff list shares: pages counted from 1, at most 100 rows a page, and
// instants in ISO 8601. A page number is decimal digits only, as on the visitor routes: `0x10`,
// `1e1`, ` 7`, `+5` and `5.0` stay text and are refused (issue 27).

const whole = (name: string) => ({ message: `${name} must be a whole number in decimal digits` });

export const Page = () => applyDecorators(IsOptional(), DecimalDigits, IsInt(whole('page')), Min(1), Max(10_000));
export const PageSize = () => applyDecorators(IsOptional(), DecimalDigits, IsInt(whole('pageSize')), Min(1), Max(100));
/** ISO 8601 allows any number of fraction digits; 40 characters hold nanoseconds and an offset. */
export const INSTANT_MAX_LENGTH = 40;
export const Instant = () => applyDecorators(IsOptional(), IsISO8601({ strict: true }), MaxLength(INSTANT_MAX_LENGTH));
