import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl } from 'react-hook-form';
import { z } from '@/security/zodWithoutEval';
import { VALIDATION_TIMING, validatesOnChange } from './validationTiming';

const schema = z.object({
  email: z.string().min(1, 'required').email('invalid'),
  agreement: z.literal(true, { error: 'terms' }),
});
type Values = z.infer<typeof schema>;

/** A form as every form of the shop sets it up, driven by the events a browser sends. */
function form() {
  const methods = createFormControl<Values>({
    resolver: zodResolver(schema) as never,
    ...VALIDATION_TIMING,
    defaultValues: { email: '', agreement: false as never },
  });
  const email = methods.register('email');
  const agreement = methods.register('agreement', validatesOnChange(methods, 'agreement'));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  // The events' targets carry what the input holds, as a browser's do (the inputs are not rendered here).
  let typed = '';
  return {
    error: (name: keyof Values) => methods.getFieldState(name).error?.message,
    type: async (value: string) => {
      typed = value;
      await email.onChange({ target: { name: 'email', value }, type: 'change' });
      await settle();
    },
    blur: async () => {
      await email.onBlur({ target: { name: 'email', value: typed }, type: 'blur' });
      await settle();
    },
    click: async (checked: boolean) => {
      await agreement.onChange({ target: { name: 'agreement', value: checked }, type: 'change' });
      await settle();
    },
  };
}

describe('the validation timing of every form (spec §5)', () => {
  it('does not validate while the visitor types, only when the field loses focus', async () => {
    const f = form();
    await f.type('a');
    await f.type('ab');
    expect(f.error('email')).toBeUndefined();
    await f.blur();
    expect(f.error('email')).toBe('invalid');
  });

  it('does not re-validate on each keystroke after an error either: the error stays until the next blur', async () => {
    const f = form();
    await f.type('ab');
    await f.blur();
    await f.type('ab@example.com');
    expect(f.error('email')).toBe('invalid');
    await f.blur();
    expect(f.error('email')).toBeUndefined();
    await f.type('');
    expect(f.error('email')).toBeUndefined();
    await f.blur();
    expect(f.error('email')).toBe('required');
  });

  it('validates a checkbox as soon as it is clicked', async () => {
    const f = form();
    await f.click(true);
    expect(f.error('agreement')).toBeUndefined();
    await f.click(false);
    expect(f.error('agreement')).toBe('terms');
    await f.click(true);
    expect(f.error('agreement')).toBeUndefined();
  });
});
