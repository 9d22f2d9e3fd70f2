import { createRequire } from 'node:module';

// The file patterns of the module borders, read from dependency-cruiser's rules so they are written once.
interface Rule {
  name: string;
  from: { pathNot?: string[] };
  to: { pathNot?: string[] };
}
const borders: { forbidden: Rule[] } = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs');
const frontDoorRule = borders.forbidden.find((r) => r.name === 'module-front-door-only');
const [testFile] = frontDoorRule?.from.pathNot ?? [];
const [, publicFile] = frontDoorRule?.to.pathNot ?? [];
if (!testFile || !publicFile) throw new Error('.dependency-cruiser.cjs has no module-front-door-only rule');

/** A module's front door: the only files another module, or the assistant, may import. */
export const PUBLIC_FILE = new RegExp(publicFile);
/** Tests, and the test kits that read tables to check what a flow stored. */
export const TEST_FILE = new RegExp(testFile);
