import { NAME_MAX, TEMPLATE_MAX } from '../api/limits';
import { categoryKey } from '../rules/category-name';
import { normalizeTemplate } from '../rules/template-similarity';
import { readCsvRows } from './csv-rows';

export interface TemplateCsvRow {
  line: number;
  /** Empty: no category. */
  category: string;
  content: string;
}

export type TemplateRowProblem = 'emptyContent' | 'tooLong' | 'categoryTooLong' | 'malformed';

/** docs/product.md §9: the template file users download to fill in. */
export const TEMPLATE_CSV_FILE = 'comment_templates.csv';
export const TEMPLATE_CSV_HEADER = 'category,content';

/**
 * docs/product.md §5 template CSV: `category,content` rows, quotes allowed; a first row naming both
 * "category" and "content" is a header. A row of one field is content without a category, and
 * unquoted commas after the first belong to the content. Bad rows are reported by line.
 */
export function parseTemplateCsv(text: string) {
  const rows = readCsvRows(text);
  const first = rows[0]?.fields.join(',').toLocaleLowerCase() ?? '';
  const body = /\bcategory\b/.test(first) && /\bcontent\b/.test(first) ? rows.slice(1) : rows;

  const templates: TemplateCsvRow[] = [];
  const errors: { line: number; problem: TemplateRowProblem }[] = [];
  for (const { line, fields, malformed } of body) {
    const [head = '', ...rest] = fields;
    const category = rest.length ? head.trim() : '';
    const content = (rest.length ? rest.join(',') : head).trim();
    const problem: TemplateRowProblem | undefined = malformed
      ? 'malformed'
      : !content
        ? 'emptyContent'
        : [...content].length > TEMPLATE_MAX
          ? 'tooLong'
          : [...category].length > NAME_MAX
            ? 'categoryTooLong'
            : undefined;
    if (problem) errors.push({ line, problem });
    else templates.push({ line, category, content });
  }
  return { rows: templates, errors };
}

export interface ClassifiedTemplates {
  /** New templates, in file order. */
  templates: TemplateCsvRow[];
  /** Left out: equal to a saved template, or repeating an earlier row of the file. */
  duplicates: (TemplateCsvRow & { reason: 'existing' | 'file' })[];
  /** The categories the new templates use; `isNew` ones will be created first. */
  categories: { name: string; isNew: boolean }[];
}

/** Sorts parsed rows against what the user already has. Equal means equal after normalising. */
export function classifyTemplateRows(
  rows: readonly TemplateCsvRow[],
  existing: { contents: readonly string[]; categories: readonly string[] },
): ClassifiedTemplates {
  const saved = new Set(existing.contents.map(normalizeTemplate));
  const seen = new Set<string>();
  const knownCategories = new Map(existing.categories.map((name) => [categoryKey(name), name]));
  const categories = new Map<string, { name: string; isNew: boolean }>();
  const result: ClassifiedTemplates = { templates: [], duplicates: [], categories: [] };

  for (const row of rows) {
    const key = normalizeTemplate(row.content);
    if (saved.has(key)) {
      result.duplicates.push({ ...row, reason: 'existing' });
      continue;
    }
    if (seen.has(key)) {
      result.duplicates.push({ ...row, reason: 'file' });
      continue;
    }
    seen.add(key);
    let category = row.category;
    if (category) {
      const ckey = categoryKey(category);
      const known = knownCategories.get(ckey);
      if (!categories.has(ckey)) categories.set(ckey, { name: known ?? category, isNew: !known });
      // One spelling per category: the saved one, or the file's first.
      category = categories.get(ckey)!.name;
    }
    result.templates.push({ ...row, category });
  }
  result.categories = [...categories.values()];
  return result;
}
