import type { FieldValues, UseFormRegister, UseFormReturn } from 'react-hook-form';

/**
 * Spec §5: a field is validated on blur and on change, never on each keystroke. A text field's
 * "change" is committed when it loses focus, so react-hook-form validates and re-validates on blur;
 * a checkbox or select commits on click, so it also validates then (`timedRegister`).
 */
export const VALIDATION_TIMING = { mode: 'onBlur', reValidateMode: 'onBlur' } as const;

/** Inputs whose change is a choice made at once (a click, a pick), not a keystroke. */
const CHOICES = new Set(['checkbox', 'radio', 'select-one', 'select-multiple']);

/**
 * The form's register() with spec §5's timing for every kind of field: a choice (checkbox, radio,
 * select) is validated as soon as it changes; a text field is validated when left, and an edit only
 * withdraws its message, without checking again. Otherwise the stale message would go on the blur
 * that a click on the submit button causes, moving the button from under the pointer mid-click.
 */
export function timedRegister<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'trigger' | 'clearErrors' | 'getFieldState'>,
): UseFormRegister<T> {
  return (name, options) =>
    form.register(name, {
      ...options,
      onChange: (event: { target?: { type?: string } }) => {
        options?.onChange?.(event);
        if (CHOICES.has(event.target?.type ?? '')) void form.trigger(name);
        else if (form.getFieldState(name).error) form.clearErrors(name);
      },
    } as typeof options);
}
