import 'reflect-metadata';
import { Body, Controller, Get, Headers, Module, Post, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { HEALTH_ANSWER, loadContactDto, loadLanguageOf, openContactStore, settings } from './contact-store.js';

// The framework's ceiling: a minimal NestJS app on express with one controller and a global
// ValidationPipe, doing the API's validation and SQLite inserts (the message and its outbox
// e-mail, one transaction), without its middleware,
// logging, rate limiting, security headers or data layer.

const { port, sqlitePath } = settings();
const ContactMessageDto = await loadContactDto();
const languageOf = await loadLanguageOf();
const store = await openContactStore(sqlitePath);

class BaselineController {
  health() {
    store.ping();
    return HEALTH_ANSWER;
  }

  send(message: { name: string; email: string; message: string }, acceptLanguage: string | undefined) {
    return { success: true, id: store.insert(message, languageOf(acceptLanguage)) };
  }
}

// Decorators applied as calls: tsx (esbuild) does not emit the parameter types NestJS reads to
// find the DTO, so they are given here as the TypeScript compiler would have written them.
const proto = BaselineController.prototype;
const method = (name: keyof BaselineController) => Object.getOwnPropertyDescriptor(proto, name);
Reflect.decorate([Get()], proto, 'health', method('health'));
Reflect.decorate(
  [Post('api/contact-message'), Reflect.metadata('design:paramtypes', [ContactMessageDto, String])],
  proto,
  'send',
  method('send'),
);
Body()(proto, 'send', 0);
Headers('accept-language')(proto, 'send', 1);
Reflect.decorate([Controller()], BaselineController);

class BaselineModule {}
Reflect.decorate([Module({ controllers: [BaselineController] })], BaselineModule);

const app = await NestFactory.create(BaselineModule, { logger: false });
app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
await app.listen(port, '127.0.0.1');
