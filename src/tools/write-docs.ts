// Development step (`npm run docs`): writes the generated part of docs/codes.md and the README's table of codes (see codes-page.ts).
import fs from 'node:fs';
import { CODES_PAGE, freshDocs, README } from './codes-page.js';

const docs = freshDocs({ readme: fs.readFileSync(README, 'utf8'), codesPage: fs.readFileSync(CODES_PAGE, 'utf8') });
fs.writeFileSync(README, docs.readme);
fs.writeFileSync(CODES_PAGE, docs.codesPage);
