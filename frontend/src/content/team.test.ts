import { describe, expect, it } from 'vitest';
import { TEAM_MEMBER_KEYS, team } from './team';

describe('the team (product §3 "Team member")', () => {
  it('has five members with unique keys and names, in the order of their keys', () => {
    expect(team.map((member) => member.key)).toEqual([...TEAM_MEMBER_KEYS]);
    expect(new Set(team.map((member) => member.name)).size).toBe(5);
  });

  it('has the experience of product §2: 8+, 6+, 5+, 7+ and 6+ years', () => {
    expect(team.map((member) => member.experienceYears)).toEqual([8, 6, 5, 7, 6]);
  });

  it('lacks the education of some members and gives it for the others', () => {
    const withEducation = team.filter((member) => member.education);
    expect(withEducation.length).toBeGreaterThan(0);
    expect(withEducation.length).toBeLessThan(team.length);
  });

  it('writes every position, bio, skill and education in both languages', () => {
    for (const member of team) {
      const texts = [member.position, member.bio, ...member.skills, ...(member.education ? [member.education] : [])];
      expect(member.skills.length, member.key).toBeGreaterThan(0);
      for (const text of texts) {
        expect(text.en.trim(), member.key).not.toBe('');
        expect(text.id.trim(), member.key).not.toBe('');
      }
      // a bio is written for each language, not copied across
      expect(member.bio.id).not.toBe(member.bio.en);
    }
  });
});
