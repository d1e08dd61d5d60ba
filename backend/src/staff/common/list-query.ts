import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, Max, Min } from 'class-validator';

// The query rules every staff list shares: pages counted from 1, at most 100 rows a page, and
// instants in ISO 8601.

export const Page = () =>
  applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(10_000),
  );
export const PageSize = () =>
  applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(100),
  );
export const Instant = () => applyDecorators(IsOptional(), IsISO8601({ strict: true }));
