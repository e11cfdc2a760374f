import type { JsonResumeInput, ResumeDocument } from '../../../../../main/contract';

/**
 * The stored document back in JSON Resume form, the form updateResume takes, so that the service
 * normalizes it to the very same stored document: every entry keeps its __id (verifications stay
 * attached), highlights become strings again, and the stored "city, region, country" location and
 * "address, postal code" go back as they are (the service joins the parts with ", " again).
 */
export function toJsonResume(doc: ResumeDocument): JsonResumeInput {
  const p = doc.personalInfo;
  const values = (list: Array<{ value: string }>) => list.map((h) => h.value);
  return {
    basics: {
      name: p.name,
      label: p.occupation,
      email: p.email,
      phone: p.phone,
      url: p.url,
      image: p.image,
      summary: p.summary,
      location: p.location || p.address ? { city: p.location, address: p.address } : undefined,
      profiles: p.profiles,
    },
    work: doc.work.map(({ company, highlights, ...w }) => ({
      ...w,
      name: company,
      highlights: values(highlights),
    })),
    volunteer: doc.volunteer.map(({ highlights, ...v }) => ({ ...v, highlights: values(highlights) })),
    education: doc.education,
    projects: doc.projects.map(({ highlights, ...pr }) => ({ ...pr, highlights: values(highlights) })),
    references: doc.references,
    certificates: doc.certificates,
    publications: doc.publications,
    awards: doc.awards,
    skills: doc.skills,
    languages: doc.languages,
    interests: doc.interests,
    meta: doc.meta,
  };
}
