/**
 * A new runtime with the deployment's defaults, optionally configured. Apps call this when they
 * boot (the container, a sub-app alone) or mount (a sub-app under qiankun); tests call it for each
 * test (see test/support/unit-runtime.ts).
 */
import { defaultRuntimeConfig, mergeConfig } from '../config/runtime';
import { coreTexts, type TextMap } from '../i18n/defaults';
import { DEFAULT_LANGUAGE } from '../i18n/intl';
import { createSharedGets } from '../request/request-cache';
import { DEFAULT_NOTIFICATION_SECONDS } from '../request/notify';
import { defaultSessionValues } from '../session/current-session';
import { bindRuntime } from './current';
import { assembleRuntime, type ConfigPatch, type Runtime } from './runtime';

export interface RuntimeOptions {
  config?: ConfigPatch;
  /** Texts the app ships for its own keys, per language, below the server's texts. */
  bundledTexts?: Record<string, TextMap>;
}

function withAppTexts(extra: Record<string, TextMap> = {}): Record<string, TextMap> {
  const texts: Record<string, TextMap> = {};
  for (const lang of new Set([...Object.keys(coreTexts), ...Object.keys(extra)])) {
    texts[lang] = { ...coreTexts[lang], ...extra[lang] };
  }
  return texts;
}

export function createRuntime(options: RuntimeOptions = {}): Runtime {
  return assembleRuntime({
    config: mergeConfig(defaultRuntimeConfig(), options.config ?? {}),
    session: defaultSessionValues(),
    language: DEFAULT_LANGUAGE,
    bundledTexts: withAppTexts(options.bundledTexts),
    notificationSeconds: DEFAULT_NOTIFICATION_SECONDS,
    sharedGets: createSharedGets(),
  });
}

/** Creates a runtime and makes it the bundle's current one. */
export function startRuntime(options: RuntimeOptions = {}): Runtime {
  const runtime = createRuntime(options);
  bindRuntime(runtime);
  return runtime;
}
