import { describe, expect, it } from 'vitest';
import {
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_WORDS,
  PERSON_NAME_MAX_WORD_LENGTH,
  PERSON_NAME_TEXTS,
  PersonNameSchema,
  checkPersonName,
} from './person-name';

const T = PERSON_NAME_TEXTS;

describe("a stranger's name", () => {
  it.each([
    // People's names, in several scripts, kept as typed.
    ['a first and last name', 'Ana Ruiz', 'Ana Ruiz'],
    ['an apostrophe and a hyphen', "Seán O'Brien-Murphy", "Seán O'Brien-Murphy"],
    ['a curly apostrophe', 'D’Angelo Russo', 'D’Angelo Russo'],
    ['initials and a suffix', 'J.R. Smith Jr.', 'J.R. Smith Jr.'],
    ['a couple', 'Ana & Bo Chen', 'Ana & Bo Chen'],
    ['a comma before a title', 'Ruiz, Ana', 'Ruiz, Ana'],
    ['six words', 'María de los Ángeles García López', 'María de los Ángeles García López'],
    ['Chinese', '王小明', '王小明'],
    ['Hindi with its vowel signs', 'अंकित शर्मा', 'अंकित शर्मा'],
    ['Arabic', 'محمد علي', 'محمد علي'],
    ['Thai with its marks', 'สมชาย ใจดี', 'สมชาย ใจดี'],
    ['a long German surname', 'Hubert Wolfeschlegelsteinhausenbergerdorff', 'Hubert Wolfeschlegelsteinhausenbergerdorff'],
    // Cleaned: what a paste brings along, and what looks like a space.
    ['spaces around and between', '  Ana   Ruiz ', 'Ana Ruiz'],
    ['a no-break space', 'Ana\u00A0Ruiz', 'Ana Ruiz'],
    ['an ideographic space', 'Ana\u3000Ruiz', 'Ana Ruiz'],
    ['a tab', 'Ana\tRuiz', 'Ana Ruiz'],
    ['a braille blank between two words', 'Ana\u2800Ruiz', 'Ana Ruiz'],
    ['a Hangul filler between two words', 'Ana\u3164Ruiz', 'Ana Ruiz'],
    ['a Khmer inherent vowel between two words', 'Ana\u17B4Ruiz', 'Ana Ruiz'],
    ['a zero-width space', 'Ana\u200B Ruiz', 'Ana Ruiz'],
    ['a zero-width joiner inside a word', 'A\u200Dna Ruiz', 'Ana Ruiz'],
    ['bidi marks around the name', '\u202EAna Ruiz\u202C', 'Ana Ruiz'],
    ['a byte-order mark', '\uFEFFAna Ruiz', 'Ana Ruiz'],
    ['a soft hyphen', 'Ana Ru\u00ADiz', 'Ana Ruiz'],
    ['a variation selector', 'Ana\uFE0F Ruiz', 'Ana Ruiz'],
    ['a tag character', 'Ana\u{E0041} Ruiz', 'Ana Ruiz'],
    ['full-width letters', 'Ａｎａ Ｒｕｉｚ', 'Ana Ruiz'],
    ['a decomposed accent', 'Jose\u0301 Ruiz', 'José Ruiz'],
  ])('%s is kept: %j', (_label, raw, kept) => {
    expect(checkPersonName(raw)).toEqual({ ok: true, name: kept });
  });

  it.each([
    ['empty', '', T.required],
    ['only blanks and invisible characters', ' \u2800\u200B\u3164 ', T.required],
    ['too long', `${'Ana '.repeat(26)}`.trim() + 'x', T.tooLong],
    // The attack of issue 44: a sentence with a link, words joined by blanks that are not spaces.
    [
      'a sentence joined by braille blanks',
      'URGENT:\u2800your\u2800bank\u2800account\u2800is\u2800locked.\u2800Verify\u2800now\u2800at\u2800https://bank.example/verify',
      T.link,
    ],
    ['a link', 'Ana https://example.com', T.link],
    ['a link without its scheme', 'Visit www.example.com', T.link],
    ['a bare domain', 'Ana bank.example', T.link],
    ['a short link', 'bit.ly Ana', T.link],
    ['a domain with a full-width dot', 'bank．example', T.link],
    ['a domain with a one-dot leader', 'bank\u2024example', T.link],
    ['an e-mail address', 'ana@example.com', T.link],
    ['seven words', 'Your bank account is locked call now', T.tooManyWords],
    [
      'a sentence glued by zero-width spaces',
      'URGENT\u200Byour\u200Bbank\u200Baccount\u200Bis\u200Blocked\u200Bverify\u200Bit\u200Bnow\u200Bplease',
      T.longWord,
    ],
    ['a sentence glued by commas', 'URGENT,your,bank,account', T.characters],
    ['a phone number', 'Call 1 900 555 0100', T.characters],
    ['digits', 'Ana2 Ruiz', T.characters],
    ['a colon', 'URGENT: Ana', T.characters],
    ['an emoji', 'Ana 🏠', T.characters],
    ['a sign', 'Ana <b>Ruiz</b>', T.characters],
    ['a merge field', '{{agent.email}}', T.link],
    ['braces', '{{agent}}', T.characters],
    ['an ideographic full stop', 'bank。example', T.characters],
    ['accents stacked high', `Ana${'\u0301\u0302\u0303\u0304\u0305'} Ruiz`, T.characters],
    ['a lone hyphen', 'Ana - Ruiz', T.characters],
  ])('%s is refused', (_label, raw, message) => {
    expect(checkPersonName(raw)).toEqual({ ok: false, message });
  });

  it('pins its bounds', () => {
    expect([PERSON_NAME_MAX_LENGTH, PERSON_NAME_MAX_WORDS, PERSON_NAME_MAX_WORD_LENGTH]).toEqual([100, 6, 40]);
    expect(checkPersonName('A'.repeat(PERSON_NAME_MAX_WORD_LENGTH)).ok).toBe(true);
    expect(checkPersonName('A'.repeat(PERSON_NAME_MAX_WORD_LENGTH + 1))).toEqual({ ok: false, message: T.longWord });
  });

  it('keeps a kept name as it is when checked again', () => {
    for (const raw of ['  Ana\u2800Ruiz ', 'Ａｎａ', "Seán O'Brien", 'Jose\u0301']) {
      const once = checkPersonName(raw);
      expect(once.ok && checkPersonName(once.name)).toEqual(once);
    }
  });

  it('is a schema that answers the cleaned name or the reason', () => {
    expect(PersonNameSchema.parse(' Ana\u2800Ruiz ')).toBe('Ana Ruiz');
    expect(PersonNameSchema.safeParse('Ana https://x.example').error?.issues[0]?.message).toBe(T.link);
    expect(PersonNameSchema.safeParse(42).error?.issues[0]?.message).toBe(T.required);
  });
});
