import { describe, expect, it } from 'vitest';
import type { Course } from '@/lib/cms/schemas/course';
import { withCourseFacts } from './course-facts';

const course = {
  entryYears: [
    { label: 'Septembre 2027', slug: 'sep-2027' },
    { label: 'Janvier 2027', slug: 'jan-2027' },
  ],
  campuses: [
    { title: 'Campus Paris', city: 'Paris' },
    { title: 'Campus Lyon', city: 'Lyon' },
    { title: 'Campus Paris 2', city: 'Paris' },
  ],
} as unknown as Course;

describe("a course's key facts", () => {
  it("take the intakes and the campuses from the course's relations", () => {
    const [facts, other] = withCourseFacts(
      [
        { __component: 'blocks.key-datas', level: 'Bac+5', intakes: 'typed by hand' },
        { __component: 'blocks.rich-text' },
      ],
      course,
      'fr',
    );
    expect(facts).toMatchObject({ intakes: 'Septembre 2027 et Janvier 2027', campuses: 'Paris et Lyon' });
    expect(other).toEqual({ __component: 'blocks.rich-text' });
  });

  it('keep what the block says when the course has none', () => {
    const bare = { ...course, entryYears: [], campuses: [] } as unknown as Course;
    const [facts] = withCourseFacts([{ __component: 'blocks.key-datas', campuses: 'Online' }], bare, 'en');
    expect(facts).toMatchObject({ campuses: 'Online' });
  });
});
