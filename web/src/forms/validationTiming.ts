import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Spec §5: a field is validated on blur and on change, never on each keystroke. A text field's
 * "change" is committed when it loses focus, so react-hook-form validates and re-validates on blur;
 * a checkbox or select commits on click, so it also validates then (`validatesOnChange`).
 */
export const VALIDATION_TIMING = { mode: 'onBlur', reValidateMode: 'onBlur' } as const;

/** register() options for a checkbox or select: validated as soon as its value changes. */
export function validatesOnChange<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'trigger'>, name: Path<T>) {
  return { onChange: () => void form.trigger(name) };
}
