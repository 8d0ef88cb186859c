import type { TestProject } from 'vitest/node';
import { buildSeededTemplates } from './support/seeded-template';

/** Seeds the school each API test app starts from, once a run (seeded-template.ts). */
export default async function setup(project: TestProject) {
  const { templates, release } = await buildSeededTemplates();
  project.provide('seededTemplates', templates);
  return release;
}
