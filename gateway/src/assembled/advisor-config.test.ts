import { ConfigError, loadConfig } from '../config';

describe('ADVISOR_* configuration', () => {
  it('has no model on a fresh machine: the embedded advisor answers alone', () => {
    expect(loadConfig({}).advisorModel).toBeUndefined();
  });

  it("takes docker-compose's empty pass-through (ADVISOR_API_URL set to nothing) as unset", () => {
    const empty = { ADVISOR_API_URL: '', ADVISOR_MODEL: '', ADVISOR_API_KEY: '', ADVISOR_TIMEOUT_MS: '' };
    expect(loadConfig(empty).advisorModel).toBeUndefined();
  });

  it('reads an OpenAI-compatible endpoint with its model, key and time-out (8 s by default)', () => {
    expect(loadConfig({ ADVISOR_API_URL: 'http://127.0.0.1:11434/v1/', ADVISOR_MODEL: 'small' }).advisorModel).toEqual({
      url: 'http://127.0.0.1:11434/v1',
      model: 'small',
      apiKey: undefined,
      timeoutMs: 8000,
    });
    expect(
      loadConfig({
        ADVISOR_API_URL: 'https://llm.test/v1',
        ADVISOR_MODEL: 'm',
        ADVISOR_API_KEY: 'k',
        ADVISOR_TIMEOUT_MS: '1500',
      }).advisorModel,
    ).toMatchObject({ apiKey: 'k', timeoutMs: 1500 });
  });

  it.each([
    [{ ADVISOR_API_URL: 'http://127.0.0.1:11434/v1' }, 'ADVISOR_MODEL: is required when ADVISOR_API_URL is set'],
    [{ ADVISOR_API_URL: 'ftp://llm.test' }, 'ADVISOR_API_URL: must be an http(s) URL'],
    [{ ADVISOR_TIMEOUT_MS: '0' }, 'ADVISOR_TIMEOUT_MS: must be greater than 0'],
  ])('refuses a bad value, naming the variable (%o)', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(problem);
  });
});
