import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Controller, Get, Header } from '@nestjs/common';
import { REPO_ROOT } from '../config/config.js';

const DOCUMENT = readFileSync(path.join(REPO_ROOT, 'openapi.yaml'), 'utf8');

// No inline script: the page passes a Content-Security-Policy of script-src 'self'.
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Cipta Visa API reference</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
  <script src="/docs/assets/swagger-initializer.js"></script>
</body>
</html>
`;

@Controller()
export class ReferenceController {
  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return PAGE;
  }

  @Get('openapi.yaml')
  @Header('Content-Type', 'application/yaml; charset=utf-8')
  document(): string {
    return DOCUMENT;
  }
}
