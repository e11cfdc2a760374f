/** About: the open data the app ships with and the attribution its licences ask for. */
export function AboutSettings() {
  return (
    <section className="card" aria-labelledby="about-heading">
      <h2 id="about-heading">About</h2>
      <p className="muted">
        The skills taxonomy includes data from ESCO (European Skills, Competences, Qualifications and
        Occupations) v1.1.1, © European Union, and from the O*NET 29.2 Database by the U.S. Department of
        Labor, Employment and Training Administration (USDOL/ETA), both under the Creative Commons Attribution
        4.0 International licence (CC BY 4.0). The data were modified: only English skill names and their
        alternative labels, and the short Spanish and French labels of skills the English ones name, are used,
        filtered and mapped onto this app's skill categories. USDOL/ETA has not approved, endorsed or tested
        these modifications. It also includes the programming and markup language names and aliases of GitHub
        Linguist (MIT licence, © GitHub, Inc.) and technology names from GitHub Explore topics (content based
        on github.com/github/explore, used under CC BY 4.0), kept only where a topic's description defines a
        named technology, and software brand names from Simple Icons (CC0 1.0; names only, which remain their
        owners' trademarks). The names of Devicon (MIT licence, © konpa) are used to confirm which Explore
        topics name technologies, and the developer technologies it lists that no other source names are
        added; the provider names of Apache Libcloud (Apache License 2.0, © The Apache Software Foundation)
        and of lego (MIT licence, © Ludovic Fernandez and Sebastian Erhart) confirm which Simple Icons brands
        are cloud services. Library and tool names come from the curated lists awesome-cpp (MIT licence, ©
        Faraz Fallahi), awesome-dotnet, awesome-nodejs, awesome-javascript, awesome-android and
        awesome-code-ai (CC0 1.0) and awesome-python (content based on github.com/vinta/awesome-python, ©
        Vinta Chen, used under CC BY 4.0; names only, sections of reading and links left out). Fields of study
        come from OpenAlex's concepts (CC0 1.0, OurResearch), as published by openalex-omni-tree-demo (MIT
        licence). AWS service names come from botocore's service models (Botocore, Apache License 2.0, ©
        2012-2022 Amazon.com, Inc. or its affiliates; names only, which remain Amazon's trademarks).
        Command-line tool names come from tldr-pages (© the tldr-pages team and contributors, CC BY 4.0;
        command names and the tool names their descriptions open with, filtered). Skills lists are also read
        with synonyms from Open English WordNet (© The Open English WordNet Team, CC BY 4.0), derived from
        Princeton WordNet (WordNet 3.1 © 2011 Princeton University, WordNet License); only noun and adjective
        synonyms that the taxonomy's own labels use are kept. Skill strings of job postings come from "1.3M
        LinkedIn Jobs & Skills (2024)" by asaniczka (Open Data Commons Attribution License 1.0; skill strings
        only, each labelled by hand with the skill it names).
      </p>
      {/* The WordNet License asks for its notice on all copies of the database and its modifications. */}
      <details>
        <summary>WordNet licence</summary>
        <p className="muted">
          Open English Wordnet 2023 Copyright 2023 by the Open English Wordnet team, under the Creative
          Commons Attribution 4.0 International License. Permission to use, copy, modify and distribute this
          software and database and its documentation for any purpose and without fee or royalty is hereby
          granted, provided that you agree to comply with the following copyright notice and statements,
          including the disclaimer, and that the same appear on ALL copies of the software, database and
          documentation, including modifications that you make for internal use or for distribution.
        </p>
        <p className="muted">
          WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved. THIS SOFTWARE AND DATABASE
          IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR
          IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR
          WARRANTIES OF MERCHANTABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE LICENSED
          SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS,
          TRADEMARKS OR OTHER RIGHTS. The name of Princeton University or Princeton may not be used in
          advertising or publicity pertaining to distribution of the software and/or database. Title to
          copyright in this software, database and any associated documentation shall at all times remain with
          Princeton University and LICENSEE agrees to preserve same.
        </p>
      </details>
    </section>
  );
}
