import { z } from 'zod';

/** The optional language model (an OpenAI-compatible chat endpoint); without it the embedded advisor answers. */
export interface AdvisorModelConfig {
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

const schema = z
  .object({
    ADVISOR_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    ADVISOR_MODEL: z.string().optional(),
    ADVISOR_API_KEY: z.string().optional(),
    ADVISOR_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be an integer' })
      .positive({ error: 'must be greater than 0' })
      .default(8000),
  })
  .refine((vars) => !vars.ADVISOR_API_URL || vars.ADVISOR_MODEL, {
    path: ['ADVISOR_MODEL'],
    error: 'is required when ADVISOR_API_URL is set',
  });

/** ADVISOR_* variables: undefined when no endpoint is set; the problems as `  NAME: problem` lines otherwise. */
export function readAdvisorConfig(env: Record<string, string | undefined>): {
  model?: AdvisorModelConfig;
  problems: string[];
} {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`) };
  }
  const vars = parsed.data;
  if (!vars.ADVISOR_API_URL || !vars.ADVISOR_MODEL) return { problems: [] };
  return {
    model: {
      url: vars.ADVISOR_API_URL,
      model: vars.ADVISOR_MODEL,
      apiKey: vars.ADVISOR_API_KEY,
      timeoutMs: vars.ADVISOR_TIMEOUT_MS,
    },
    problems: [],
  };
}
