import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, apiTypesOf, currentDocument } from './api-types.ts';

// `npm run api:types -w @surcos/server`: writes the API client's types from the routes' schemas.
writeFileSync(API_TYPES_FILE, await apiTypesOf(await currentDocument()));
process.stdout.write(`Wrote ${API_TYPES_FILE}\n`);
