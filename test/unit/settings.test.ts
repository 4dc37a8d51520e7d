import { describe, expect, it } from 'vitest';
import { InputError, readSettings } from '../../src/action/settings.js';

const base = { GITHUB_WORKSPACE: '/ws' };

describe('settings', () => {
  it('has the documented defaults', () => {
    expect(readSettings(base, '/cwd')).toEqual({
      workspace: '/ws',
      patterns: ['**/component_config.yaml'],
      failOnDeprecated: false,
      ifNoFilesFound: 'error',
      reportFile: undefined,
      checkPaths: false,
      sarifFile: undefined,
      checkRun: false,
      checkName: 'component_config',
      onlyChanged: false,
      suggestions: false,
      maxSuggestions: 30,
      prComment: 'off',
      token: '',
      policyFile: '',
      policyFileGiven: false,
      policyFrom: 'base',
      failLevel: undefined,
      given: { files: false, failOnDeprecated: false, checkPaths: false },
    });
  });

  it('tells the inputs given from those left empty, which the policy file may set', () => {
    const s = readSettings(
      {
        ...base,
        INPUT_FILES: 'a/**',
        'INPUT_FAIL-ON-DEPRECATED': 'false',
        'INPUT_CHECK-PATHS': '',
        'INPUT_FAIL-LEVEL': 'Never',
        'INPUT_POLICY-FILE': '.component-config-check.yaml',
      },
      '/cwd',
    );
    expect(s.given).toEqual({ files: true, failOnDeprecated: true, checkPaths: false });
    expect(s.failLevel).toBe('never');
    expect(s.policyFile).toBe('.component-config-check.yaml');
    expect(s.policyFileGiven).toBe(false);
    expect(readSettings({ ...base, 'INPUT_POLICY-FILE': 'ci/policy.yaml' }, '/cwd').policyFileGiven).toBe(true);
  });

  it('policy-from: base or head, any case; anything else is one line naming the input', () => {
    expect(readSettings({ ...base, 'INPUT_POLICY-FROM': 'HEAD' }, '/cwd').policyFrom).toBe('head');
    expect(readSettings({ ...base, 'INPUT_POLICY-FROM': ' base ' }, '/cwd').policyFrom).toBe('base');
    expect(() => readSettings({ ...base, 'INPUT_POLICY-FROM': 'main' }, '/cwd')).toThrow(
      new InputError('input "policy-from" is "main"; it accepts "base", "head"'),
    );
  });

  it('falls back to the current directory without GITHUB_WORKSPACE', () => {
    expect(readSettings({}, '/cwd').workspace).toBe('/cwd');
  });

  it('reads inputs as the runner passes them (upper case, hyphens kept)', () => {
    const s = readSettings(
      {
        ...base,
        INPUT_FILES: ' a/**/component_config.yaml \n\n!a/legacy/**\r\n',
        'INPUT_FAIL-ON-DEPRECATED': 'TRUE',
        'INPUT_IF-NO-FILES-FOUND': 'Warn',
        'INPUT_REPORT-FILE': 'out/report.json',
        'INPUT_CHECK-PATHS': 'yes',
      },
      '/cwd',
    );
    expect(s.patterns).toEqual(['a/**/component_config.yaml', '!a/legacy/**']);
    expect(s.failOnDeprecated).toBe(true);
    expect(s.ifNoFilesFound).toBe('warn');
    expect(s.reportFile).toBe('/ws/out/report.json');
    expect(s.checkPaths).toBe(true);
  });

  it('needs a token only for the options that call the API', () => {
    expect(() => readSettings({ ...base, 'INPUT_CHECK-RUN': 'true' }, '/cwd')).toThrow(
      new InputError(
        'input "github-token" is empty, but check-run needs it; leave it at its default (${{ github.token }}) or pass a token',
      ),
    );
    expect(readSettings({ ...base, 'INPUT_ONLY-CHANGED': 'true', 'INPUT_GITHUB-TOKEN': 't' }, '/cwd').onlyChanged).toBe(
      true,
    );
    expect(() => readSettings({ ...base, INPUT_SUGGESTIONS: 'true' }, '/cwd')).toThrow(/but suggestions needs it/);
    expect(() => readSettings({ ...base, 'INPUT_PR-COMMENT': 'on-failure' }, '/cwd')).toThrow(
      /but pr-comment needs it/,
    );
  });

  it.each([
    ['true', 'always'],
    ['Yes', 'always'],
    ['false', 'off'],
    ['', 'off'],
    ['On-Failure', 'on-failure'],
  ])('reads pr-comment=%s as %s', (value, expected) => {
    const s = readSettings({ ...base, 'INPUT_PR-COMMENT': value, 'INPUT_GITHUB-TOKEN': 't' }, '/cwd');
    expect(s.prComment).toBe(expected);
  });

  it.each([
    ['INPUT_FAIL-ON-DEPRECATED', 'perhaps', 'input "fail-on-deprecated" is "perhaps"; it accepts true or false'],
    ['INPUT_CHECK-PATHS', '1', 'input "check-paths" is "1"; it accepts true or false'],
    ['INPUT_SUGGESTIONS', 'some', 'input "suggestions" is "some"; it accepts true or false'],
    ['INPUT_PR-COMMENT', 'failure', 'input "pr-comment" is "failure"; it accepts true, false or on-failure'],
    ['INPUT_IF-NO-FILES-FOUND', 'maybe', 'input "if-no-files-found" is "maybe"; it accepts "error", "warn", "ignore"'],
    ['INPUT_FAIL-LEVEL', 'info', 'input "fail-level" is "info"; it accepts "error", "warning", "never"'],
  ])('refuses %s=%s naming the input and what it accepts', (name, value, message) => {
    expect(() => readSettings({ ...base, [name]: value }, '/cwd')).toThrow(new InputError(message));
  });
});
