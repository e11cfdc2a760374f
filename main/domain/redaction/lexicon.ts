/**
 * Word lists used by the redaction detectors. Lower-case, accent-folded entries; looked up in Sets.
 * The lists are deliberately small and curated: they decide edge cases (is this name part also a
 * skill? is this dotted word a product or a domain?), not the bulk of detection.
 */

const set = (words: string): ReadonlySet<string> => new Set(words.trim().split(/\s+/));

/** Words before a name that are not part of it. */
export const HONORIFICS = set('mr mrs ms miss mx dr prof sir dame rev herr frau mme mlle sr sra srta dott');
/** Words after a name that are not part of it. */
export const SUFFIXES = set('jr sr ii iii iv phd md mba esq msc bsc');
/** Surname particles: kept inside full-name matches, never redacted alone. */
export const PARTICLES = set(
  'van von der den de da das do dos del della di du la le st bin binti bint al el ter ten ibn ben zu',
);

/**
 * Name parts that are also technologies or skills. They are redacted in free text only as part of
 * the full name: "Rust" alone in "built services in Rust" stays even for a candidate named Rust.
 */
export const SKILL_WORDS = set(`
  rust ruby swift julia dart crystal elixir spring rails flask react angular ember apache java perl
  pascal ada haskell scala elm jade hugo jenkins chef puppet maven spark kafka hive presto cassandra
  oracle sage tableau looker sketch slack zoom teams word excel access outlook azure linux unity maya
  blender houdini nuke logic node express next nest deno bun jest mocha jasmine karma cypress
  selenium redux svelte gatsby remix astro ansible terraform packer vagrant consul vault nomad envoy
  istio helm argo flux grafana kibana prometheus loki tempo jaeger zipkin sentry splunk postman
  swagger pandas keras torch spacy django pyramid bottle falcon tornado celery airflow luigi storm
  beam dask ray polars arrow delta iceberg snowflake athena glue lambda aurora neptune mercury gemini
  claude phoenix cargo tokio rocket diesel laravel symfony drupal magento shopify ghost jekyll
  kotlin python golang rails sass less stylus gulp grunt webpack vite rollup babel docker podman
  kubernetes nginx tomcat jetty jboss wildfly heroku netlify vercel firebase supabase prisma hibernate
  alexa siri cortana watson hadoop pig flink mesos marathon chronos zookeeper solr lucene elastic
  graphite carbon graphql rest soap agile scrum kanban lean sigma
`);

/**
 * Name parts that are place names: "Paris" in free text is the city far more often than the
 * candidate. Like skill words, they are redacted inside the full name, and alone only where the
 * sentence makes them the person (see names.ts).
 */
export const PLACE_WORDS = set(`
  paris london sydney austin dallas orlando jackson florence georgia virginia carolina chelsea madison
  houston denver lincoln washington jordan india kenya asia africa america israel berlin vienna
  victoria sofia lyon nancy cleveland charlotte savannah aspen brooklyn dakota sierra nevada
  york devon kent camden troy phoenix memphis eugene marion clifton milan roma rome valencia adelaide
`);

/**
 * Name parts that are common English words. Redacted alone only when written with a capital
 * initial and not at the start of a sentence ("Will joined" is ambiguous, "worked with Will on"
 * is not); always redacted inside the full name.
 */
export const COMMON_WORDS = set(`
  will mark grant bill frank hope rose young long brown white green black gray grey king lane chase
  page cook baker mason hunter fisher miller parker carter bishop rich joy faith grace may june april
  summer autumn dawn eve sky rain river stone wood woods hill hall price bell ward love case best bond
  field ford fox gold golden hart hay house jay lamb little low major moss nash north south west east
  penny pierce pope power reed rice rivers rock rush sharp short shield sparks stark steel strong sweet
  way wall park well hand bush lake day
  wall walker waters wells wise wolf earl duke prince queen sterling noble angel star ivy holly lily
  violet olive amber pearl iris daisy hazel heather willow robin wren drew sue pat don art max guy
  bud buck chip cliff dale dean dell glen glenn forest rod skip sunny chance cash booker story
  marshall chandler porter cooper turner weaver carpenter mayer fuller gardener painter butler
  sherman spencer franklin bush victor constance august winter frost snow day knight park moon
  song sun nascimento campos flores torres rosa
`);

/** Dotted names that end like a domain but are products or namespaces ("socket.io", "asp.net"). */
export const TECH_DOTTED = set(`
  socket.io asp.net vb.net ado.net ml.net dot.net java.io system.io java.net system.net fabric.io
  read.me about.us cloud.net web.dev
`);

/** Top-level domains accepted for bare domains such as "janedoe.dev" (lower-case in the text). */
export const TLDS = `com|org|net|io|dev|me|co|ai|app|info|biz|tech|xyz|site|online|page|blog|cloud|design|link|live|pro|email|studio|codes|engineer|works|space|website|de|fr|uk|in|br|jp|ca|au|nl|es|it|ch|at|be|se|no|dk|fi|pl|eu|us|edu|gov|ie|nz|sg|hk|cn|kr|ru|mx|ar|cl|pt|za|ly|gg|tv|fm`;

/** Java/TypeScript annotations and decorators that look like @handles. */
export const ANNOTATIONS = set(`
  override component injectable autowired test input output ngmodule entity transactional deprecated
  springbootapplication restcontroller controller service bean configuration inject directive pipe
  hostlistener viewchild table column id data getter setter value query param mock before after
  beforeeach aftereach functionalinterface suppresswarnings safevarargs nonnull nullable
  requestmapping getmapping postmapping pathvariable requestbody responsebody repository
  everyone here channel
`);

/** Phone-number cue words before a number ("Tel.:", "call", "mobile"). */
export const PHONE_CUE =
  /(?:\b(?:phone|telephone|tel|mobile|mob|cell|cellphone|call|fax|whatsapp|handy|telefon|t[ée]l[ée]phone|portable|celular|telefone|contact|reach(?:\s+me)?(?:\s+at)?|messages?\s+to|answering\s+at|text(?:\s+me)?|sms|desk|hotline|landline|direct|ph|m|t)\b|電話)[\s.:()#-]{0,6}(?:(?:at|on|me|number|no\.?)[\s.:]{1,3}){0,2}$/i;

/** Month names (English, German, French, Portuguese, Spanish) for birth dates. */
export const MONTHS =
  'jan(?:uary|uar|vier|eiro)?|feb(?:ruary|ruar)?|f[ée]v(?:rier|ereiro)?|mar(?:ch|s|[çc]o)?|m[äa]r(?:z)?|apr(?:il)?|avr(?:il)?|abr(?:il)?|may|mai(?:o)?|jun(?:e|i|ho)?|juin|jul(?:y|i|ho)?|juil(?:let)?|aug(?:ust)?|ao[uû]t|ago(?:sto)?|sep(?:t(?:ember|embre)?)?|set(?:embro)?|oct(?:ober|obre)?|okt(?:ober)?|out(?:ubro)?|nov(?:ember|embre|embro)?|dec(?:ember)?|d[ée]c(?:embre)?|dez(?:ember|embro)?';

/** US state codes, for "NY 10025". */
export const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';

/** Cities written after a 5-digit postcode in German and French addresses ("10115 Berlin"). */
export const POSTCODE_CITIES =
  'Berlin|Hamburg|M[üu]nchen|Munich|K[öo]ln|Cologne|Frankfurt|Stuttgart|D[üu]sseldorf|Dortmund|Essen|Leipzig|Bremen|Dresden|Hannover|N[üu]rnberg|Bonn|Mannheim|Karlsruhe|Heidelberg|Potsdam|Paris|Marseille|Lyon|Toulouse|Nice|Nantes|Strasbourg|Montpellier|Bordeaux|Lille|Rennes|Reims|Grenoble|Dijon|Cedex';

/** Indian cities written before a PIN ("Bengaluru - 560001"). */
export const PIN_CITIES =
  'Bengaluru|Bangalore|Mumbai|Delhi|New Delhi|Chennai|Hyderabad|Pune|Kolkata|Ahmedabad|Noida|Gurgaon|Gurugram|Kochi|Jaipur|Lucknow|Chandigarh|Indore|Coimbatore|Mysuru|Mysore';

/**
 * Gendered words removed from free text by the blind profile. Pronouns, honorifics, explicitly
 * gendered role nouns (chairman/chairwoman, salesman/saleswoman, ...), family roles and gender
 * nouns. "man" is not listed: it is a verb and appears in "man-hours"; "freshman" and "alumni" are
 * used for every gender and stay.
 */
export const GENDERED_WORDS = `he she him her his hers himself herself chairman chairwoman chairmen chairwomen businessman businesswoman businessmen businesswomen spokesman spokeswoman spokesmen spokeswomen salesman saleswoman salesmen saleswomen congressman congresswoman alderman alderwoman foreman forewoman policeman policewoman fireman firewoman craftsman craftswoman sportsman sportswoman cameraman camerawoman anchorman anchorwoman actress waitress hostess stewardess heroine alumnus alumna alumnae mother father mom dad mum wife husband daughter son sorority fraternity maternity paternity woman women female females male males girl girls boy boys lady ladies gentleman gentlemen`;
/** Honorifics that reveal gender, removed by the blind profile when they precede a capitalized word. */
export const GENDERED_HONORIFICS = 'Mr|Mrs|Ms|Miss|Mister|Madam|Madame|Mme|Mlle|Herr|Frau|Sir|Dame|Lady|Lord';
