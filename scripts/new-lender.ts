// npm run new-lender -- CODE "Brand name": writes lenders/CODE/ from scripts/templates/new-lender/,
// ready to edit and already valid. Adding a lender needs nothing else: no registry, no code.
import { mkdir, readdir, readFile, writeFile, access } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const templateDir = path.join(root, 'scripts/templates/new-lender');

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeJson = (text: string) => JSON.stringify(text).slice(1, -1);

export async function scaffoldLender(projectRoot: string, orgCode: string, brand: string): Promise<string[]> {
  if (!/^[A-Z][A-Z0-9_]{2,39}$/.test(orgCode)) {
    throw new Error(`Org code '${orgCode}' must be 3 to 40 capital letters, digits or underscores, starting with a letter.`);
  }
  if (brand.trim().length < 2) throw new Error('Brand name must be at least 2 characters.');
  const target = path.join(projectRoot, 'lenders', orgCode);
  if (
    await access(target).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`lenders/${orgCode} already exists.`);

  const domain =
    brand
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 30) || orgCode.toLowerCase();
  const fill = (text: string, escape: (s: string) => string) =>
    text
      .replaceAll('{{ORG_CODE}}', orgCode)
      .replaceAll('{{BRAND}}', escape(brand.trim()))
      .replaceAll('{{DOMAIN}}', domain)
      .replaceAll('{{INITIAL}}', escape(brand.trim()[0]!.toUpperCase()));

  await mkdir(target, { recursive: true });
  const written: string[] = [];
  for (const file of await readdir(templateDir)) {
    const text = await readFile(path.join(templateDir, file), 'utf8');
    await writeFile(path.join(target, file), fill(text, file.endsWith('.json') ? escapeJson : escapeXml));
    written.push(`lenders/${orgCode}/${file}`);
  }
  return written;
}

async function main() {
  const [orgCode, brand] = process.argv.slice(2);
  if (!orgCode || !brand) {
    console.error('Usage: npm run new-lender -- ORG_CODE "Brand name"');
    process.exit(2);
  }
  try {
    const files = await scaffoldLender(root, orgCode, brand);
    console.log(`Created ${files.join(', ')}.`);
    console.log(
      `Next: edit lenders/${orgCode}/lender.json (company details, states, theme), run npm run validate, then open /account/heloc/register-v2?org=${orgCode}.`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
