// Fictional organisations: employers, charities and side projects. Employer
// names are a first word from here plus a family-specific second word
// ("Northwind" + "Health"), which gives each family a few hundred believable
// companies without listing them one by one.

import type { CommaList } from './types';

/**
 * First words of employer names, biggest employers first: the generator gives
 * earlier words more weight, so some companies appear on many resumes, as
 * large employers do.
 */
export const COMPANY_WORDS: CommaList =
  'Northwind, Bluepeak, Ironbridge, Brightline, Crestview, Silverleaf, Redwood, Lumen, Harborline, Summitway, Meridian, Evergreen, Clearwater, Stonegate, Pinecrest, Oakridge, Vantage, Horizon, Beacon, Sterling, Granite, Copperfield, Riverbend, Skyline, Westbrook, Fairview, Keystone, Nimbus, Arcadia, Atlas, Polaris, Halcyon, Juniper, Kestrel, Larkspur, Mosaic, Novara, Orchard, Parallax, Quillon, Radiant, Sable, Tidewater, Upland, Verdant, Willowby, Zephyr, Alderbrook, Bramble, Cobalt, Driftwood, Emberly, Foxglove, Glenmore, Hollowell, Ivybridge, Kingsway, Lindqvist, Marlowe, Northgate';

export const VOLUNTEER_ORGANIZATIONS: CommaList =
  'Riverside Food Bank, Open Doors Literacy Project, Greenway Trail Trust, City Animal Shelter, Youth Mentoring Network, Habitat Builders Alliance, Coastal Cleanup Collective, Code for the Community, Red Door Refugee Welcome, Second Chance Sports Club';

export const VOLUNTEER_POSITIONS: CommaList =
  'Volunteer, Mentor, Volunteer Tutor, Event Coordinator, Board Member, Treasurer, Fundraising Volunteer, Team Leader';

/** Side-project names are an adjective and a noun, e.g. "Pocket Ledger". */
export const PROJECT_ADJECTIVES: CommaList =
  'Open, Tiny, Rapid, Clear, Green, Pocket, Civic, Local, Bright, Quiet, Simple, Shared';

export const PROJECT_NOUNS: CommaList =
  'Ledger, Planner, Tracker, Dashboard, Toolkit, Portal, Atlas, Board, Guide, Hub, Notes, Compass';

/** What a side project is for, completing "… to <purpose>". */
export const PROJECT_PURPOSES: CommaList =
  'help small teams plan their week, track household spending, map accessible cafés in the city, compare public transport options, organise volunteer shifts, keep a reading list in sync, visualise local air quality data, share recipes with friends';
