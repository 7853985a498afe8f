import { describe, expect, it } from 'vitest';
import { classifyTemplateRows, parseTemplateCsv } from './template-csv';

describe('parseTemplateCsv', () => {
  it('skips a header naming category and content, and reads quoted content with commas', () => {
    const csv = 'Category,Content\nTech,"Great review, thanks!"\nMusic,Lovely song\n';
    expect(parseTemplateCsv(csv)).toEqual({
      rows: [
        { line: 2, category: 'Tech', content: 'Great review, thanks!' },
        { line: 3, category: 'Music', content: 'Lovely song' },
      ],
      errors: [],
    });
  });

  it('keeps a first row that is not a header', () => {
    expect(parseTemplateCsv('Tech,First comment').rows).toEqual([
      { line: 1, category: 'Tech', content: 'First comment' },
    ]);
  });

  it('reads a one-field row as content without a category, and unquoted commas as content', () => {
    expect(parseTemplateCsv('Just a comment\nTech,one, two, three').rows).toEqual([
      { line: 1, category: '', content: 'Just a comment' },
      { line: 2, category: 'Tech', content: 'one, two, three' },
    ]);
  });

  it('reports empty content, text over 10,000 characters and broken quotes by line', () => {
    const csv = `category,content\nTech,\nTech,${'x'.repeat(10_001)}\nOk,fine\nBad,"open`;
    const { rows, errors } = parseTemplateCsv(csv);
    expect(rows).toEqual([{ line: 4, category: 'Ok', content: 'fine' }]);
    expect(errors).toEqual([
      { line: 2, problem: 'emptyContent' },
      { line: 3, problem: 'tooLong' },
      { line: 5, problem: 'malformed' },
    ]);
  });

  it('strips a byte-order mark and reads Windows line endings', () => {
    expect(parseTemplateCsv('\uFEFFcategory,content\r\nA,b\r\n').rows).toEqual([
      { line: 2, category: 'A', content: 'b' },
    ]);
  });

  it('finds nothing in an empty file or a header alone', () => {
    expect(parseTemplateCsv('').rows).toEqual([]);
    expect(parseTemplateCsv('category,content\n').rows).toEqual([]);
  });
});

describe('classifyTemplateRows', () => {
  const rows = [
    { line: 2, category: 'tech', content: 'Great video!' },
    { line: 3, category: 'Tech', content: 'great   VIDEO!' },
    { line: 4, category: 'Music', content: 'Already saved' },
    { line: 5, category: 'New one', content: 'Fresh comment' },
    { line: 6, category: '', content: 'No category here' },
  ];

  it('drops repeats in the file and templates already saved, and lists the categories', () => {
    const result = classifyTemplateRows(rows, {
      contents: ['already saved'],
      categories: ['TECH', 'Music'],
    });
    expect(result.templates).toEqual([
      { line: 2, category: 'TECH', content: 'Great video!' },
      { line: 5, category: 'New one', content: 'Fresh comment' },
      { line: 6, category: '', content: 'No category here' },
    ]);
    expect(result.duplicates).toEqual([
      { line: 3, category: 'Tech', content: 'great   VIDEO!', reason: 'file' },
      { line: 4, category: 'Music', content: 'Already saved', reason: 'existing' },
    ]);
    expect(result.categories).toEqual([
      { name: 'TECH', isNew: false },
      { name: 'New one', isNew: true },
    ]);
  });
});
