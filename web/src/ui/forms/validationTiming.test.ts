import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl } from 'react-hook-form';
import { z } from '@/platform/security/zodWithoutEval';
import { timedRegister, VALIDATION_TIMING } from './validationTiming';

const schema = z.object({
  email: z.string().min(1, 'required').email('invalid'),
  country: z.string().min(1, 'choose'),
  agreement: z.literal(true, { error: 'terms' }),
});
type Values = z.infer<typeof schema>;

/** What react-hook-form reads of an input: its kind and value, as a rendered one would give them. */
type Input = { name: string; type: string; value: string; checked?: boolean; options?: { defaultSelected: boolean }[] };

/** A form set up as the shop's forms are, driven by the events a browser sends; no rendering. */
function form() {
  const methods = createFormControl<Values>({
    resolver: zodResolver(schema) as never,
    ...VALIDATION_TIMING,
    defaultValues: { email: '', country: '', agreement: false as never },
  });
  const register = timedRegister(methods);
  const fields = {
    email: { input: { name: 'email', type: 'email', value: '' } as Input, props: register('email') },
    country: {
      input: { name: 'country', type: 'select-one', value: '', options: [{ defaultSelected: true }] } as Input,
      props: register('country'),
    },
    agreement: {
      input: { name: 'agreement', type: 'checkbox', value: 'on', checked: false } as Input,
      props: register('agreement'),
    },
  };
  for (const { input, props } of Object.values(fields)) props.ref(input);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const change = async (name: keyof Values, update: Partial<Input>) => {
    Object.assign(fields[name].input, update);
    await fields[name].props.onChange({ target: fields[name].input, type: 'change' });
    await settle();
  };
  return {
    error: (name: keyof Values) => methods.getFieldState(name).error?.message,
    type: (value: string) => change('email', { value }),
    pick: (value: string) => change('country', { value }),
    click: (checked: boolean) => change('agreement', { checked }),
    blur: async () => {
      await fields.email.props.onBlur({ target: fields.email.input, type: 'blur' });
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

  it('an edit withdraws the message without checking again; the next blur checks', async () => {
    const f = form();
    await f.type('ab');
    await f.blur();
    expect(f.error('email')).toBe('invalid');
    await f.type('abc');
    expect(f.error('email')).toBeUndefined();
    await f.type('abcd');
    expect(f.error('email')).toBeUndefined();
    await f.blur();
    expect(f.error('email')).toBe('invalid');
    await f.type('ab@example.com');
    await f.blur();
    expect(f.error('email')).toBeUndefined();
  });

  it('validates a checkbox and a select as soon as they change', async () => {
    const f = form();
    await f.click(true);
    expect(f.error('agreement')).toBeUndefined();
    await f.click(false);
    expect(f.error('agreement')).toBe('terms');
    await f.click(true);
    expect(f.error('agreement')).toBeUndefined();
    await f.pick('FR');
    await f.pick('');
    expect(f.error('country')).toBe('choose');
    await f.pick('DE');
    expect(f.error('country')).toBeUndefined();
  });
});
