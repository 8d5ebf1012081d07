/**
 * Swagger UI's stock colours put white text on light greens, blues and oranges, and grey text
 * on white, below WCAG AA (4.5:1): these darker shades keep each method's hue and pass it.
 * Served as a file of the reference (`/api/docs/static/theme/surcos.css`), so the CSP needs
 * no inline style.
 */
export const REFERENCE_THEME_CSS = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d5f9e; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1b6e3c; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4b00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b42318; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f6b63; }
.swagger-ui .opblock.opblock-head .opblock-summary-method, .swagger-ui .opblock.opblock-options .opblock-summary-method { background: #5b3a8c; }
.swagger-ui .info .title small, .swagger-ui .info .title small.version-stamp { background: #3b4151; }
.swagger-ui .info .title small pre { color: #fff; }
.swagger-ui .info .url, .swagger-ui .info a { color: #1d4f91; }
.swagger-ui .btn, .swagger-ui .btn > span, .swagger-ui .json-schema-2020-12-expand-deep-button { color: #3b4151; }
`;
