// Schools, degrees and grades. All institutions are fictional but named the way
// real ones are in each country, so a German resume lists a "Technische
// Universität" and an Indian one an "Institute of Technology".

import type { Weighted } from '../random';
import type { StudyType } from '../types';
import type { CommaList } from './types';

/** Highest-degree mixes shared by role families with similar entry paths. */
export const TECH_DEGREES: readonly Weighted<StudyType>[] = [
  ['BSc', 38],
  ['Bachelor', 16],
  ['MSc', 20],
  ['Master', 8],
  ['PhD', 3],
  ['BA', 5],
  ['Associate', 6],
  ['High School Diploma', 4],
];

export const ANALYTICS_DEGREES: readonly Weighted<StudyType>[] = [
  ['BSc', 30],
  ['Bachelor', 10],
  ['MSc', 30],
  ['Master', 10],
  ['PhD', 10],
  ['BA', 6],
  ['MBA', 4],
];

export const BUSINESS_DEGREES: readonly Weighted<StudyType>[] = [
  ['Bachelor', 24],
  ['BA', 24],
  ['BSc', 14],
  ['MBA', 12],
  ['Master', 12],
  ['Associate', 8],
  ['High School Diploma', 6],
];

export const NURSING_DEGREES: readonly Weighted<StudyType>[] = [
  ['BSc', 46],
  ['Associate', 30],
  ['MSc', 10],
  ['Master', 8],
  ['Bachelor', 5],
  ['PhD', 1],
];

export const LAW_DEGREES: readonly Weighted<StudyType>[] = [
  ['BA', 30],
  ['Master', 32],
  ['Bachelor', 20],
  ['MBA', 5],
  ['PhD', 3],
  ['Associate', 10],
];

export const TRADE_DEGREES: readonly Weighted<StudyType>[] = [
  ['High School Diploma', 55],
  ['Associate', 33],
  ['Bachelor', 8],
  ['BSc', 4],
];

export const SUPPORT_DEGREES: readonly Weighted<StudyType>[] = [
  ['High School Diploma', 30],
  ['Associate', 25],
  ['BA', 20],
  ['Bachelor', 20],
  ['BSc', 5],
];

/** Typical length of each programme in years. */
export const STUDY_YEARS: Readonly<Record<StudyType, readonly [min: number, max: number]>> = {
  'High School Diploma': [4, 4],
  Associate: [2, 2],
  Bachelor: [3, 4],
  BSc: [3, 4],
  BA: [3, 4],
  Master: [1, 2],
  MSc: [1, 2],
  MBA: [2, 2],
  PhD: [4, 5],
};

/** Universities by country code; countries not listed borrow from the international list. */
export const UNIVERSITIES: Readonly<Record<string, CommaList>> = {
  US: 'Lakeshore State University, Northfield University, Eastbrook Institute of Technology, University of Westmere, Pine Valley College, Granite Ridge University',
  CA: 'University of North Lanark, Cedar Ridge University, Laurentian Heights College',
  GB: 'University of Kingsbridge, Ravenwood University, Aldermoor College London, University of Thornbury',
  IE: 'Lissadell University College, Atlantic Technological Institute',
  DE: 'Technische Universität Falkenberg, Universität Rheinfeld, Hochschule Elbtal',
  FR: 'Université de Montclair, École Supérieure de Valmont, Université Loire-Océan',
  NL: 'Universiteit van Vlietland, Hogeschool Zeestad',
  ES: 'Universidad de Santa Lucía, Universitat de Vallcarca',
  IT: 'Politecnico di Valdoro, Università di Monteverde',
  SE: 'Norrvik University, Kungsholm Institute of Technology',
  PL: 'Uniwersytet Nadwiślański, Politechnika Mazowiecka Wschodnia',
  CH: 'Hochschule Lindenberg, Université du Léman Nord',
  IN: 'Kaveri Institute of Technology, Deccan University, Vidyanagar College of Engineering, Sahyadri Institute of Management',
  SG: 'Straits Technological University, Marina Bay Institute',
  AU: 'Banksia University, Wattle Bay Institute of Technology',
  NZ: 'Kauri University, Southern Alps Polytechnic',
  JP: 'Sakuragawa University, Higashiyama Institute of Technology',
  BR: 'Universidade Federal do Vale Verde, Universidade Paulista do Norte',
  MX: 'Universidad Autónoma del Valle, Instituto Tecnológico de Sierra Alta',
  ZA: 'University of the Highveld, Cape Peninsula Institute',
  AE: 'Gulf Horizon University, Al Noor Institute of Technology',
  NG: 'Lagoon State University, Niger Delta Polytechnic',
  INTERNATIONAL:
    'Northfield University, University of Kingsbridge, Open Global University, International Institute of Management',
};

export const HIGH_SCHOOLS: CommaList =
  'Riverside High School, Central High School, Westfield Secondary School, Lincoln High School, Hillcrest Academy, Oakwood Secondary College, St. Brendan’s School, Maple Grove High School';

export const COLLEGES: CommaList =
  'Lakeview Community College, Valley Technical College, Metro Community College, Harborview Technical Institute, Northgate College of Further Education, Prairie State Technical College';

/** Grades as people write them: GPAs, percentages and UK classifications. */
export const SCORES: CommaList =
  '3.2, 3.4, 3.5, 3.6, 3.7, 3.8, 3.9, 4.0, 3.3/4.0, 3.7/4.0, 85%, 78%, 92%, First Class Honours, 2:1, Magna Cum Laude, Distinction, Merit';

/** Areas for degrees that do not follow the role family. */
export const HIGH_SCHOOL_AREA = 'General Studies';
export const MBA_AREA = 'Business Administration';
