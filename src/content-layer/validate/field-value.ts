/**
 * Checks one localized value of one field: its type, its validations and, for links (alone, in
 * arrays, or embedded in rich text), their targets.
 */
import type { PackField, PackValidation } from './content-types.ts';
import type { Problem } from './issues.ts';
import { checkTarget, type LinkTargets } from './links.ts';
import { checkRichText } from './rich-text.ts';
import { checkLinkShape, checkScalar, checkValidations } from './values.ts';

function checkLink(
  value: unknown,
  linkType: string | undefined,
  validations: readonly PackValidation[],
  targets: LinkTargets,
): Problem | null {
  const shape = checkLinkShape(value, linkType);
  if (!('id' in shape)) return shape;
  return checkTarget(targets, linkType ?? 'Entry', shape.id, validations);
}

function checkArray(field: PackField, value: unknown, targets: LinkTargets): Problem[] {
  const items = field.items;
  if (!Array.isArray(value) || !items)
    return [{ code: 'value.type', detail: `Array: a list of ${items?.type ?? 'items'}` }];
  const problems = checkValidations(field.validations, value);
  value.forEach((item, i) => {
    const found =
      items.type === 'Link'
        ? [checkLink(item, items.linkType, items.validations, targets)]
        : [checkScalar('Symbol', item), ...checkValidations(items.validations, item)];
    for (const p of found) if (p) problems.push({ code: p.code, detail: `item ${i}: ${p.detail ?? ''}` });
  });
  return problems;
}

/** Every problem with `value` as the value of `field` in one locale. */
export function checkFieldValue(field: PackField, value: unknown, targets: LinkTargets): Problem[] {
  switch (field.type) {
    case 'Array':
      return checkArray(field, value, targets);
    case 'Link': {
      const problem = checkLink(value, field.linkType, field.validations, targets);
      return problem ? [problem] : [];
    }
    case 'RichText': {
      const { problem, targets: embeds } = checkRichText(value);
      if (problem) return [problem];
      return embeds.map((e) => checkLink(e.target, e.linkType, [], targets)).filter((p): p is Problem => p !== null);
    }
    case 'ResourceLink':
      return [];
    default: {
      const problem = checkScalar(field.type, value);
      return problem ? [problem] : checkValidations(field.validations, value);
    }
  }
}
