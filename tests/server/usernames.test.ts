import { describe, expect, it } from 'vitest';
import { usernameProblem } from '../../server/auth';

describe('usernameProblem: what the operators tool refuses as a new username', () => {
  it('accepts names in one script, and the scripts written together', () => {
    for (const name of ['ada', 'ada.lovelace', 'grace_h-1', 'jörg', 'δημήτρης', 'иван', 'יעל', '山田たろう', 'ヤマダ', '김민수', 'tanaka山田', '王小明']) expect(usernameProblem(name), name).toBeUndefined();
  });

  it('refuses names that mix scripts, naming them', () => {
    // A Cyrillic 'а' and a Greek 'ο' that look like Latin letters.
    expect(usernameProblem('p\u0430ypal')).toBe('must be written in one script, not Latin and Cyrillic');
    expect(usernameProblem('g\u03BFogle')).toBe('must be written in one script, not Latin and Greek');
    expect(usernameProblem('иван\u0391')).toBe('must be written in one script, not Cyrillic and Greek');
    expect(usernameProblem('김たろう')).toBe('must be written in one script, not Hangul and Hiragana');
  });

  it('refuses path characters and dot names', () => {
    for (const name of ['ops/ada', 'ops\\ada', 'c:ada']) expect(usernameProblem(name), name).toBe('must not contain a path character (/, \\ or :)');
    expect(usernameProblem('..')).toBe("cannot be '.' or '..'");
    expect(usernameProblem('.')).toBe("cannot be '.' or '..'");
  });
});
