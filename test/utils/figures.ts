/**
 * Figures that a text states for a setting (a lifetime, a timeout, a limit), read from the
 * text and compared with the setting's default in the settings table: a schema description or
 * a guide that says "24 hours" where the gateway keeps 365 days fails a test.
 */
import { settingRows } from '../../src/settings/index.js';

/** Milliseconds per unit, as the schema and the guides write them (a plural without its s). */
const UNIT_MS: Record<string, number> = {
  ms: 1,
  millisecond: 1,
  s: 1_000,
  second: 1_000,
  min: 60_000,
  minute: 60_000,
  h: 3_600_000,
  hour: 3_600_000,
  d: 86_400_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  year: 365 * 86_400_000,
};

const FIGURE = String.raw`\d[\d,]*(?:\.\d+)?`;
const UNIT = String.raw`(?:milliseconds?|ms|seconds?|s|minutes?|min|hours?|h|days?|d|weeks?|years?)\b`;
/** a duration as written: `24 hours`, `15 s`, `365 days`, `1,000 ms` */
const DURATION = new RegExp(String.raw`(${FIGURE})\s?(${UNIT})`, 'g');

const numberOf = (written: string) => Number(written.replaceAll(',', ''));
const msPer = (unit: string) => UNIT_MS[unit] ?? UNIT_MS[unit.replace(/s$/, '')] ?? Number.NaN;

/** Every duration stated in `text`, as it is written and in milliseconds. */
export const durationsIn = (text: string): Array<{ written: string; ms: number }> =>
  [...text.matchAll(DURATION)].map(([written, figure = '', unit = '']) => ({
    written,
    ms: numberOf(figure) * msPer(unit),
  }));

/** The unit a setting is written in, by the end of its name. */
const SUFFIX_MS: Array<[RegExp, number]> = [
  [/_MS$/, 1],
  [/_SECONDS$/, 1_000],
  [/_HOURS$/, 3_600_000],
  [/_DAYS$/, 86_400_000],
];

/** A setting whose default is a number, and the unit it is written in when it is a duration. */
export interface NumberSetting {
  name: string;
  /** the default as the environment would write it */
  value: number;
  /** milliseconds per unit of the setting; undefined: not a duration */
  unitMs: number | undefined;
}

/** Every setting of the table whose default is a number. */
export function numberSettings(): Map<string, NumberSetting> {
  const found = new Map<string, NumberSetting>();
  for (const row of settingRows()) {
    const value = Number(row.default);
    if (row.default === undefined || row.default === '' || Number.isNaN(value)) continue;
    found.set(row.name, {
      name: row.name,
      value,
      unitMs: SUFFIX_MS.find(([end]) => end.test(row.name))?.[1],
    });
  }
  return found;
}

/** What a figure written for `setting` gets wrong, or undefined: a duration in any unit, else a number in its own. */
function misfigured(setting: NumberSetting, written: string, context: string): string | undefined {
  const [duration] = durationsIn(written);
  const right =
    duration === undefined
      ? numberOf(written) === setting.value
      : setting.unitMs !== undefined && duration.ms === setting.value * setting.unitMs;
  return right ? undefined : `"${written}" where ${setting.name}'s default is ${setting.value}: ${context}`;
}

/** The sentences of a text: a full stop, a semicolon or a colon and a space end one. */
export const sentencesOf = (text: string): string[] =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.;:])\s/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');

/**
 * What a schema description misstates: in each sentence naming a duration setting, every
 * duration must be that setting's default, and the sentence must say "by default" (the printed
 * schema states the defaults; a deployment may set another).
 */
export function misstatedInDescription(text: string): string[] {
  const settings = numberSettings();
  const problems: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const durations = durationsIn(sentence);
    if (durations.length === 0) continue;
    for (const [name] of sentence.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) {
      const setting = settings.get(name);
      if (setting?.unitMs === undefined) continue;
      for (const { written } of durations) {
        const problem = misfigured(setting, written, sentence);
        if (problem !== undefined) problems.push(problem);
      }
      if (!/\bby default\b/.test(sentence))
        problems.push(`states ${name}'s default without saying "by default": ${sentence}`);
    }
  }
  return problems;
}

/** `JOURNAL_RETENTION_DAYS` (365), `REDIS_CONNECT_TIMEOUT_MS` (2 s), `LEASE_TTL_MS`, default 15 s */
const AFTER_NAME = new RegExp(
  String.raw`\x60([A-Z][A-Z0-9_]+)\x60(?: \((${FIGURE}(?:\s?${UNIT})?)\)|, default (${FIGURE}(?:\s?${UNIT})?))`,
  'g',
);
/** 15 s (`WEBHOOK_TIMEOUT_MS`), 24 hours (`WEBHOOK_SECRET_OVERLAP_HOURS`, ...), depth 12 (`MAX_DEPTH`) */
const BEFORE_NAME = new RegExp(
  String.raw`(${FIGURE}(?:\s?${UNIT})?)(?:\*\*)? \(\x60([A-Z][A-Z0-9_]+)\x60`,
  'g',
);

/**
 * What a guide misstates: a figure written right beside a setting's name, "`NAME` (365)",
 * "`NAME`, default 15 s" or "15 s (`NAME`)", that is not the setting's default.
 */
export function misstatedInGuide(text: string): string[] {
  const settings = numberSettings();
  const problems: string[] = [];
  const check = (name: string, written: string, context: string) => {
    const setting = settings.get(name);
    const problem = setting === undefined ? undefined : misfigured(setting, written, context);
    if (problem !== undefined) problems.push(problem);
  };
  const flowing = text.replace(/\s+/g, ' ');
  for (const match of flowing.matchAll(AFTER_NAME))
    check(match[1] ?? '', match[2] ?? match[3] ?? '', match[0]);
  for (const match of flowing.matchAll(BEFORE_NAME)) check(match[2] ?? '', match[1] ?? '', match[0]);
  return problems;
}
