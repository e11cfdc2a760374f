/**
 * The version of the derivation rules (resume-facts.ts and the taxonomy). Raise it when they
 * change: rows derived by an older version are derived again when the index is opened.
 */
// 2: a resume's skills include its spoken languages at a working level (issue #12).
// 3: the skills taxonomy includes ESCO and O*NET, and joined skills-list entries ("Sass, Less") are split (issue #14).
// 4: the taxonomy adds GitHub Linguist and Explore sources, skills-list entries match loosely (spelling,
//    plural, word order, versions) and unknown product names no longer yield skills their words name.
// 5: held-out ESCO labels drawn by a rule, skills-list entries that paraphrase a skill find it
//    (generic heads, learnt word swaps, editions), and the taxonomy adds software brand names from
//    Simple Icons ("Zulip") and ESCO knowledge placed by subject or as a named product (issue #14).
// 6: the taxonomy adds GitHub Explore topics defined by a noun phrase or listed by Devicon and short
//    names of products named after their kind ("Drizzle" for Drizzle ORM); skills-list entries read
//    shared words ("written and oral communication"), "X abilities", "General X", and drop rename notes
//    ("Linode, now Akamai") (issue #14).
// 7: the taxonomy adds the libraries and tools of four awesome lists (C++, .NET, Node.js, Python)
//    as skills-list entries and vendor-less O*NET product names ("FineReader") (issue #14).
// 8: the taxonomy adds developer tools only Devicon lists, cloud and DNS providers (Libcloud, lego) and
//    the AI coding assistants of awesome-code-ai as skills-list entries, and reads 'H2' and 'Phoenix'
//    (issue #14).
// 9: the taxonomy adds O*NET's content-model skills and knowledge areas ("Reading Comprehension") and
//    the activities ESCO competences name ("carry out sales analysis") as skills-list entries, and
//    skills lists read misspelt acronyms ("HIPPA") and entries with one word more that the skill's
//    other forms use ("legacy code refactoring"), and two-word entries take a learnt word swap to a
//    source concept whose labels use both words ("business photography") (issue #14).
// 10: skills-list headings no longer read as other things: a lone letter run into the next word
//    ("c-ares") and "skills"/"knowledge" before another word ("knowledge management") no longer
//    reduce to a heading word ("Care", "Management"), and the taxonomy's category names are no
//    generated skill's form ("Databases" was the npm package @databases, "Security" Securities), and a
//    one-word name that is an ordinary word is not read in another number ("Principles"), nor taken
//    from a vendor's product ("Profile", Cerner ProFile) or a list of kinds ("Standards") (issue #14).
// 11: skills-list headings of two ordinary words turned round ("Cloud services", "Design tools") no
//    longer reach a hand-written skill named in the other order (Salesforce Service Cloud, "tool
//    design"), and one word with filler ("Sales skills", "Legal skills") drops a kind word only from
//    the skill's own name, not an alias ("sales engineering", "legal language") (issue #14).
// 12: a source concept whose own name is new but one of whose other labels names a known skill is a
//    skill of its own ("mathematics", which lists Logical Reasoning's "numeracy"), not dropped
//    (issue #14).
// 13: the taxonomy adds about 1,300 fields of study named by OpenAlex's concepts ("Epistemology",
//    "Spectroscopy", "Business administration") as skills-list entries (issue #14).
// 14: hand-written general workplace skills a skills list names: Planning, Scheduling, Documentation
//    (skills-list entries only), Risk Assessment, Data Interpretation, Enterprise Architecture and
//    Physical Examination (issue #14).
// 15: skills-list entries read full-width brackets and ideographic commas as ASCII ("Jekyll（…）",
//    "Python、Go") and leave out the heading of a list after a colon ("SPA Frameworks: Vue, React")
//    (issue #14).
// 16: skills lists read one word swapped for an Open English WordNet synonym that the taxonomy's words
//    also use ("shipment forwarding" for Freight Forwarding, "international duties" for International
//    tariffs) (issue #14).
// 17: ElastiCache is Amazon ElastiCache, no longer Redis; hand-written VirtualBox, Parallels Desktop,
//    YOLO, Procedural Generation and Entity Component System; "Microsoft SQL" is SQL Server (issue #14).
// 18: ordinary words in a skills list no longer read as unrelated products: Linguist and GitHub Explore
//    aliases ESCO writes as ordinary words ("console", "man", "paper", "none"), and what a name leaves
//    without its model number ("Studio" of Studio 5000, "Step" of Step 7); "Office" is Microsoft Office
//    (issue #14).
// 19: a skills-list entry of a vendor and words for its offering reads as the vendor in Title Case too
//    ("AWS Services", "Salesforce Platform"), as it did in lower case (issue #14).
// 20: placeholders in a skills list ("None", "N/A", "TBD", "Other") and letters left of a split ("N" and
//    "A" of "N/A") are no raw skills (issue #14).
// 21: JavaScript libraries are read by their name without ".js" in a skills list ("Sinon", "Cytoscape",
//    "Babylon"), unless it is an ordinary word ("Moment", "Objection") (issue #14).
// 22: a Title Case skills-list entry is no part of a one-word product whose ambiguity rule rejects the
//    next word ("Linear Algebra" is not Linear, the tracker) (issue #14).
// 23: free text reads the products of non-technical skills written with a capital ("Experience with
//    Salesforce and HubSpot", "Managed projects in Trello"), which needed a cue of their category
//    nearby, as the plain words of such skills ("communication") still do (issue #14).
// 24: skills lists read the other spellings and number of those product names again
//    ("Preauthorisation" for Prior Authorization), which 23 had taken for ordinary words (issue #14).
// 25: FFmpeg and the video libraries and code-style tools of awesome-cpp ("libvpx", "ClangFormat"), which
//    the source filters had dropped, and names written with capitals before lower case ("FFmpeg",
//    "PHPUnit") read in free text (issue #14).
// 26: Flatpak, Termux, FreeSWITCH, GTFS and other GitHub Explore topics described without an article;
//    "Bun" is the JavaScript runtime in a skills list and next to code, not a bread roll (issue #14).
// 27: a skills-list entry of a vendor's platform and a product reads as the product ("Google Cloud
//    Vertex AI" is Vertex AI, "Microsoft Azure Functions" is Azure Functions), not the platform (issue #14).
// 28: "APIs" (also "API", "Web APIs") is a skill of its own in skills lists; "the API" of prose is not
//    (issue #14).
// 29: that reading comes before a slash splits the entry ("Google Cloud Pub/Sub" is Pub/Sub, not
//    Google Cloud and "Sub") (issue #14).
// 30: an acronym that is also a word heads a Title Case skills-list entry only in capitals ("Spa
//    Treatments" and "Ear Training" are not Single-Page Applications and Export Controls) (issue #14).
// 31: skills lists read a JavaScript tool written with ".js" ("gulp.js" is Gulp) and the skill after a
//    heading and a colon ("Testing: Jest"; "Python: Django" is both) (issue #14).
// 32: Simple Icons brands whose logo comes from the project's own .org, .io, .dev or .net domain
//    ("RubyGems", "OpenVPN", "Graylog", "Sidekiq", "Cloud Foundry") are skills-list entries (issue #14).
// 33: Knockout.js and Passport.js, Devicon's JavaScript projects named by an ordinary word, are read
//    with their ".js" (issue #14).
// 34: protocols and languages O*NET spells out before their acronym are named by it ("SMTP", "VRRP",
//    "EIGRP"); they were "Mail transfer protocol SMTP" and the like, read by neither spelling (issue #14).
// 35: hand-written Extreme Programming, Mob Programming, Service-Oriented Architecture (SOA) and Windows
//    Communication Foundation (WCF); "CI" and "CD" are CI/CD and "RAG" retrieval-augmented generation in
//    skills lists (issue #14).
// 36: about 260 AWS services from botocore's service models ("Amazon Athena", "AWS CodePipeline",
//    "Amazon Cognito"), read by either vendor word and, in skills lists, by a bare name no other source
//    has ("Athena", "Secrets Manager") (issue #14).
// 37: a heading that names a skill keeps its entry whole ("Power BI for beginners: Data analysis"); a
//    platform's word before another vendor's product is no product of it ("Azure DocumentDB"); AWS bare
//    names that are ordinary phrases ("Service Catalog") are no spellings (issue #14).
// 38: "IoT Core" is the Internet of Things again: AWS's bare names headed by another skill's name
//    ("IoT SiteWise") are no spellings (issue #14).
// 39: the taxonomy adds about 75 OpenAlex fields named as a procedure done to something ("Performance
//    measurement", "Aircraft maintenance", "Demand forecasting") as skills-list entries (issue #14).
// 40: "Design Reviews" is Design Review (engineering), no longer Design Critique; "Grievances" is
//    Employee Relations, not Workplace Investigations; "Student Supervision" is no Academic Research
//    Supervision (issue #14).
// 41: the taxonomy adds about 35 medical procedures OpenAlex files under Medicine ("Cardiac
//    catheterization", "Hysterectomy"), and a concept OpenAlex spells both ways is one skill
//    ("Behavioural economics" is Behavioral economics) (issue #14).
// 42: "Cost Containment" is Cost Control, "Employee Management" People Management and "Brake
//    Replacement" Brake Repair (hand-written synonyms) (issue #14).
// 43: Chinese and Japanese skills-list entries are read in English through a hand-written glossary
//    ("フロントエンド開発" is Frontend Development, "需求分析" Requirements Gathering) (issue #14).
// 44: the taxonomy adds about 2,700 command-line tools of tldr-pages as skills-list entries ("rsync",
//    "sendmail", "zfs", "GNU Privacy Guard" for "gpg"), and "kubectl" is Kubernetes (issue #14).
// 45: Simple Icons brands titled with a software vendor's name ("Google Chat", "Google Dataproc") are
//    skills-list entries wherever their logo comes from (issue #14).
// 46: an en dash or a Unicode hyphen between letters reads as a hyphen in prose and skills lists
//    ("Front–End Development", "end‑to‑end testing"); in prose, a word before "and"/"or" shares the
//    later words of the skill after it ("unit and integration testing" is Unit Testing too), and so
//    does a word right before it ("full-stack web development" is Full-Stack Development too) (issue #14).
// 47: the OpenAlex level-1 fields its copy lacked (Calculus, Topology, Pattern recognition, Ceramic
//    materials) are skills-list entries (issue #14).
// 48: in prose and skills lists, "API integration" is APIs, not API Design; in prose, the thing a
//    practice works on before an organisation or testing is not the practice ("the firmware team",
//    "UI automation" name no Firmware Development or UI Design); "Automated Quality Assurance Testing"
//    is Test Automation and "Quality Assurance Testing" Software Quality Assurance; "Distributed Teams"
//    is Remote Collaboration, not Remote Workforce Management (issue #14).
// 49: skills lists in Spanish, French, German, Portuguese and Italian name about 85 common skills
//    ("Trabajo en equipo", "Gestion de projet", "Projektmanagement"), with or without accents, and are
//    split at those languages' "and" and "or" (issue #14).
// 50: hand-written NFS, SMB/CIFS, iSCSI, Network-Attached Storage (NAS, no longer the SAN skill's),
//    Fibre Channel and Webhooks (issue #14).
// 51: in skills lists, a bracket joined with "/", "&" or "and" is a list of its own ("SimpleMDM
//    (iPhone/iPad)" is no "SimpleMDM (iPhone" and "iPad)"); XSLT, XPath, LLVM and ReScript are skills of
//    their own, no longer XML, Compilers and ReasonML; an ordinary word a split leaves ("Access",
//    "Word", "Teams") names its product only beside a skill of its kind ("Identity & Access"); an
//    unknown product line written once is read whole ("ConnectWise Automate/Manage" keeps "ConnectWise
//    Manage"); "CLI Tools" is Command-Line Interfaces (issue #14).
// 52: skills lists in Spanish and French name about 1,400 more skills by ESCO's labels in those
//    languages ("Ingeniería acústica", "génie acoustique", "Agronomía"), and an entry with accents is
//    also looked up without them (issue #14).
// 53: a source's label read without its "fundamentals" or "basics" no longer reaches its skill when
//    what is left shares no word with the skill's name ("International Relations" is no Diplomatic
//    ethics; issue #14).
// 54: one word in Spanish or French is read as written, not without its accents ("Informática" is
//    Computer science, not the product Informatica), and only from ESCO's preferred labels
//    ("Lenguajes" is no Terminology; issue #14).
// 55: "Desarrollador Java", "Développeur PHP", "Desenvolvedor Android" are the skill after the word, as
//    "Java developer" is; Collaboration, CI/CD, Agile, Software Architecture and Observability have
//    their names in Spanish, French, German, Portuguese and Italian (issue #14).
// 56: a name's last "experience" or "knowledge" is its head ("Customer" is no Customer Experience);
//    Unsupervised Learning, SaaS, PaaS and IaaS are skills of their own, "Software Design" is Software
//    Architecture, "E2E" End-to-End Testing, and a bare "Black Belt" or "Green Belt" no Six Sigma
//    (readings found wrong on public resumes no fixture uses; issue #14).
// 57: in prose, "translating" is language work only near a language or a document, "P2P" Procure-to-Pay
//    only near finance, and "MPI" the message-passing library only beside code (issue #14).
// 58: a skills-list entry with one misspelt word ("Continious Integration", "PyToch", "Enbedded
//    Systems") is read as the skill the word corrected names, when one does (typos.ts; issue #14).
// 59: in prose, "ECR" beside AWS is no Engineering Change Management, "Epic Games" no Epic, "Latin
//    America" no Latin and "taking 5s" no 5S (issue #14).
// 60: prose reads the one-word names of the brand, library and developer-technology lists written like
//    a product ("OpenSSL", "WebdriverIO", "GStreamer", "Knockout.js"), which only skills lists read
//    before (issue #14).
// 61: in prose, "agile teams" and "agile practices" are Agile (a cue word counts even when it is itself an
//    ambiguous name, as "teams" is), and "automated tests", "web scrapers" and "database conversion" are
//    Test Automation, Web Scraping and Database Migration (issue #14).
// 62: prose reads the disciplines of the sources ("a degree in computer science", "Department of
//    Political Science", "studied physics at university"), which only skills lists read, and a field
//    word near words of study ("taught", "coursework") is that field (issue #14).
// 63: Polymer, Radix UI, ML Kit, Substance Designer, IMAP and POP3 are skills of their own, which
//    public resumes list and the taxonomy read as Materials Science, MPlexus DICOM RadiX, Machine
//    Learning, Substance Painter, nothing and the command pop (issue #14).
// 64: YouTrack, Shortcut, RingCentral, Microsoft Planner and Lists, DingTalk, Teambition, Tettra,
//    Composer, Redocly, Unicode, MFC, Alexa Skills Kit, Amazon CodeWhisperer and Wolfram Alpha are
//    skills, and "Ant" in a skills list is Apache Ant (issue #14).
// 65: a skills-list entry naming a second skill in brackets is both ("JavaScript (React)", "Version
//    Control (Git)"), not the first alone (issue #14).
// 66: a resume's skills include the fields of study of its education ("Computer Science"), which jobs
//    ask for in their qualifications ("Degree in Computer Science": free text reads disciplines since 62).
// 67: Asterisk, Telegraf, Concourse CI, Cisco ASA, ActiveRecord, CSS-in-JS, Apache Tika, Axon
//    Framework, ReactPHP, Lagom, BERT, AutoGluon, Browser Automation, 3CX and Google AdSense are skills,
//    and "Apache HTTP", "Boost" (in lists) and "Code Optimization" name known ones (issue #14).
// 68: Build Automation, Exception Handling, Caching, HTML Canvas, State Management, Cloud Native,
//    Cross-Validation, Hyperparameter Tuning, Transfer Learning, Embeddings and Image Segmentation are
//    skills, "Fine-tuning" in a list is LLM Fine-tuning, and "build tools" in prose is no skill (issue #14).
// 69: job postings' "Product development", "Urban Planning", "Sales Promotions", "Hand Tools",
//    "Enterprise Service Bus", "Data Collection", "Hair Styling", "Preconstruction" and "Environmental
//    Management" are skills of their own, "Safety Procedures", "Equipment Operation" and others name
//    known ones, "Excellent computer skills" is Computer Literacy, and "Rail", "guard rails" and "Safe
//    Alcohol Service Training" name no framework (issue #14).
// 70: "Case Law", "Fear Free" and "Harvest Orchard" name no CASE, FEAR or HARVEST (a skill named in
//    capitals heads a longer name only so written), "Computer knowledge" is Computer Literacy,
//    Predictive Maintenance is a skill of its own, and Physics is no longer filed under Legal ("laws of
//    physics" is no law) (issue #14).
// 71: prose reads no skill a word is compared with ("scala-like collections", "Python-style"), no
//    Access in "document access", and AWS rather than AWS Support in "with AWS support" (issue #14).
// 72: "API" written in capitals in prose is the skill APIs ("built an API", "API calls") (issue #14).
// 73: ordinary words of practices joined in a skills list name each ("Mentoring and Teaching"), and
//    prose's "client development" is no Business Development (issue #14).
// 74: about 47 skills that job postings list often are known (Spreadsheets, Personal Protective
//    Equipment, Patient Monitoring, Data Integration, Sanitation...), and a list's "Shipping", "Drafting", "Hiring"
//    or "Email" names a skill that prose's word does not (issue #14).
// 75: OpenAlex's one-word sciences (Biochemistry, Neuroscience, Dentistry, Horticulture...) and its
//    fields of biology (Cell biology, Synthetic biology...) are skills; "Mathematical skills", "Basic
//    math" and "Mathematical calculations" are Mathematics, and Yardi, Scripting, Proficiency Testing
//    and Salon Management are known; prose's "math" is Mathematics near the words of teaching ("taught
//    math", "math tutoring"), not in "do the math"; AI, web3 and developer tools of recent resumes are
//    known (Anthropic API, Meta Llama, Stable Diffusion, TensorRT, Cosmos SDK, CometBFT, viem, Fly.io,
//    End-to-End Encryption...); job postings' Genomics, Data Architecture, Trauma-Informed Care, Pipetting,
//    Analytical Method Development and Cake Decorating are known, and "PLM", "ISO 9000", "Purchase
//    Ledger", "Bloodborne Pathogens", "Progress notes", "Ad hoc analysis" name known skills; a list's
//    "Python Django" is Python and Django, and Web Services, Technical Leadership, Log Management,
//    Service Discovery and others of unseen resumes are known, and so are TensorFlow Lite, Kalman
//    Filter, Research Methods, Comparative Politics, Language Policy, KISS Principle, Sheep Farming and
//    Autonomous Vehicles (issue #14).
// 76: a list's product name is headed by a name as written, not a misspelling corrected ("Commuter
//    Benefits" is no Computer equipment), nor by a generated software name that is an ordinary word
//    ("Clean Driving Record" is not Clean, a language); Product Knowledge, Crisis Management,
//    Soldering and Mechanical Aptitude are skills of their own, "Microsoft Suite" is Microsoft Office,
//    "Financial Controls" Internal Controls, "Data manipulation" Data Cleaning (issue #14).
// 77: tools of the Stack Overflow surveys of 2021, 2022, 2024 and 2025 are known (Qwen, Grok, Cohere,
//    Perplexity AI, Amazon Titan, Microsoft Phi, Valkey, EventStoreDB, PlatformIO, RustRover, Zed,
//    SwiftData, visionOS, Coda...), and "Gemini" and "Bard" name Google Gemini (issue #14).
// 78: a list's abbreviations of a word of a name are read as the word ("Lab testing", "Inventory
//    mgmt"), "Bilingual Spanish" is Spanish, and about 40 frequent posting strings name known skills
//    ("Corrective Actions", "Team Supervision", "Patient Records", "Cash Control") or new ones (Coding
//    Standards, Elementary Education, Laboratory Equipment, Legal Advice) (issue #14).
// 79: about 30 tools of a second probe of public resumes are known (Commvault, JBoss, Azure Data
//    Explorer, WireGuard, Hyperledger Fabric, Bluetooth Low Energy, CMMI, Hexagonal Architecture...),
//    Oracle's versions ("Oracle 11g"), "Dev-Ops", "Applied Math"; a software name that is an ordinary
//    word heads a longer name when the rest says software ("Gulp Build Systems") (issue #14).
// 80: prose reads no skill in an organisation named after it ("Linux Foundation", "Cerner
//    Corporation", "Transportation Management Center") nor a practice in what its thing has and
//    yields ("social media accounts", "social media analytics"); Rocky Linux and AlmaLinux are no
//    CentOS, an API gateway is the pattern (Amazon's keeps its name), and prose's "product
//    lifecycle" is no PLM (issue #14).
// 81: prose reads no key that starts inside a hyphened compound and runs past it ("Use-Case
//    management", "end-user support") or follows "non-" ("Non-UI"), no ChucK in "Chuck Todd", and
//    "results driven" and "project management professional" only in skills lists (issue #14).
// 82: prose reads no activity in the software that serves it ("a risk management platform", "a
//    project management webapp"); MDM next to "data" is no device management, EMR next to AWS or
//    Hadoop no health record; push notifications are an engineering skill, not mobile marketing, and
//    prose's "executive management" the people at the top (issue #14).
// 83: a required degree in a skills list is no skill ("Bachelor's Degree in Accounting"); 25 skills
//    that job postings list and that were filed under a neighbour are skills of their own (Test
//    Equipment, Mass Spectrometry, Utilization Review, FINRA Series 7, Patient Registration...) (issue #14).
// 84: skill strings of job postings labelled by hand are skills-list forms of their skills, read as
//    written ("Petty cash" is Cash Handling), and 100 skills they named that the taxonomy lacked are
//    its own (Professional Engineer (PE) License, Constructability Review, Adobe Workfront...) (issue #14).
// 85: no labelled job string is one of the recognition benchmark's strings but for case ("Guest
//    satisfaction" was labelled Customer Satisfaction, "Method development" Analytical Method
//    Development) (issue #14).
// 86: a second pass over the job strings the first called no skill: 68 more strings of known skills
//    and 261 new skills (Construction Inspection, Manual Handling, Incident Reporting...); a new
//    skill's name is read as written, and in prose only when a word of it is written like a product's
//    (issue #14).
// 87: two words turned round reach a generated concept only when the entry ends in the gerund its
//    label writes first ("metal crimping"); "Management Systems" is no systems management (issue #14).
// 88: a skills-list entry that names a practice's team or working with it is no skill ("QA Team",
//    "Inside Sales collaboration"; not "Cisco Webex Teams") (issue #14).
// 89: a product named by one word heads a longer skills-list name only as its key writes the word
//    ("Root Causes" is no Roots, "Workspace Cleanliness" no Amazon WorkSpaces) (issue #14).
// 90: the awesome lists of JavaScript and Android libraries (about 740 skills: Moshi, Stetho,
//    LeakCanary, casperjs); a skills heading that is a skill is read with the list after its colon
//    ("Python: Django, Flask"); WordNet swaps reach no generated software skill and learn no words of
//    product names ("JS Framework" is no fabric.js) (issue #14).
// 91: a JavaScript library named by a plural word is no skill in that word's sense ("Slides" is no
//    slidesJs, "Bucket" no buckets) (issue #14).
// 92: a dozen developer tools that public resumes list and the sources lacked (Pug, once Jade; Sails.js,
//    Project Lombok, Kotlin Coroutines, Capybara, Gerrit, Trunk-Based Development...) (issue #14).
// 93: one word heads a longer capitalised skills-list entry only by a name of its skill, not through a
//    looser reading ("Motor Vehicle Record Check" is no Electrical machines, "Current BLS Certification"
//    no Current) (issue #14).
// 94: a hand-written product named by an ordinary word heads only software ("Enzyme Immobilization",
//    "Polymer Synthesis", "Chef Management" are none); "Spring Data" and "Spring Batch" are Spring
//    Framework (issue #14).
// 95: abbreviated degrees ("BS in Civil Engineering", "Ph.D. in Physics") and the perks a posting offers
//    ("Sign On Bonus", "Tax Preparation Benefit", "Tuition Reimbursement") are no skills (issue #14).
// 96: an acronym in brackets that the name before it spells out as something else, or that a tool
//    named in lower case shares, names no skill ("Americans with Disabilities Act (ADA)" is no Ada,
//    "Transesophageal Echocardiography (TEE)" no tee) (issue #14).
// 97: no WordNet swap reaches a hand-written software skill either ("Azure Roles" is no Azure
//    Functions) (issue #14).
// 98: Security Testing, Feature Extraction, Data Compression and Laser Cutting; "Migrations" is
//    Database Migration (issue #14).
// 99: "Travis", "Handlebars", "Ethers" and "Adonis" are Travis CI, Handlebars.js, Ethers.js and AdonisJS,
//    not second skills of O*NET's, Linguist's and the lists' (issue #14).
// 100: workspaces, protocols, routers, switches, components and elements are words of software after a
//    product's name ("Yarn Workspaces", "Juniper Routers", "Polymer Elements") (issue #14).
// 101: prose reads a part of a system someone builds as its practice ("a React frontend" is Frontend
//    Development, "the backend" Backend Development), not a job title's word ("backend developers")
//    (issue #14).
// 102: an acronym that is no word is read in lower case too among related skills ("javascript, python &
//    php", "html, css and javascript") (issue #14).
// 103: skills the benchmark's dev halves named and the taxonomy lacked or read as another (Automation,
//    Authentication, Optical Character Recognition, Memory Management, Radar, SLAM, MoveIt, Hyperledger
//    Besu, Vue Router...); "UI automation" is Test Automation; Scrum in prose beside its own words
//    ("a scrum team") (issue #14).
// 104: "CI pipelines" is CI/CD (issue #14).
// 105: "communicative skills" is Communication (issue #14).
// 106: in prose, Algorithms only beside its own words or fellow skills ("algorithms and data
//    structures", not "perception algorithms"), UI Design where the UI is designed (not "an Android
//    UI"), and no Scalability in a figure ("scalability by 4x") (issue #14).
// 107: a neural network is Deep Learning ("neural network engineering" is no Networking); no skill in
//    an event named after it ("Open Source Summit") or in what is likened to it ("similar to Dropbox")
//    (issue #14).
// 108: OVHcloud (was Simple Icons' "OVH", a generic software brand) and IBM Watson (issue #14).
// 109: "APIs" as written is APIs, and an acronym whose period ends the line needs no context ("Built
//    an API.") (issue #14).
// 110: Unity in a title among the words of games ("Unity Game Engine") (issue #14).
// 111: documentation in prose beside the words of its work ("internal documentation", "user
//    documentation") (issue #14).
// 112: a library only skills lists know is read as an item of an inline list of technical skills in
//    prose ("Tech: React, Redux, Moshi, Stetho") (issue #14).
// 113: ...and as the first item after a word that opens a list ("Used Gazebo, ROS and MoveIt") (issue #14).
// 114: C++Builder ("C++ Builder" was C++) (issue #14).
// 115: a name "compared to" is read again ("40% faster compared to Redis" is often the system they ran)
//    (issue #14).
// 116: algorithms studied, designed or analysed are Algorithms in prose (issue #14).
// 117: a UI redesigned is UI Design (issue #14).
// 118: Foxglove only beside the words of robotics ("at Foxglove Manufacturing" is a company) (issue #14).
// 119: fewer skills read into novels' prose: product names that are ordinary nouns need context ("the
//    third mate was Flask"), no software name in the plural ("canoes" is no CANoe), "just in time" only
//    hyphened, letters of an acronym only in capitals ("a--I" is no A.I.), "my sister Julia" a person
//    (issue #14).
// 120: old money is no skill ("8d." pence is no 8D, "4d." no 4D: both only in capitals), nor a
//    capitalised name in a list of places or people ("Sumatra, Java, Bally, and Timor") (issue #14).
export const FACTS_VERSION = 120;
