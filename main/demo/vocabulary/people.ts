// Names and languages. Names are space-separated (no name here contains a
// space); tables.ts splits them and derives ASCII slugs for e-mail addresses
// and profile usernames once, at load time.

import type { Weighted } from '../random';

export type LocaleId =
  | 'en'
  | 'de'
  | 'fr'
  | 'es'
  | 'pt'
  | 'it'
  | 'nl'
  | 'sv'
  | 'pl'
  | 'in'
  | 'zh'
  | 'ja'
  | 'ar'
  | 'ng'
  | 'za';

export interface NameLocale {
  first: string;
  last: string;
  /** Languages people from this locale grow up speaking (comma separated). */
  native: string;
}

export const NAME_LOCALES: Readonly<Record<LocaleId, NameLocale>> = {
  en: {
    first:
      'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Sarah Daniel Emily Thomas Jessica Matthew Olivia Andrew Emma Ryan Sophie Liam Chloe Noah Grace Jack Hannah Oliver Charlotte',
    last: 'Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin Thompson White Harris Clark Lewis Walker Hall Young King Wright Scott Green Baker Adams Nelson Hill Campbell Evans Murphy O’Brien Hughes Foster',
    native: 'English',
  },
  de: {
    first:
      'Lukas Anna Maximilian Lena Felix Laura Jonas Julia Leon Sophie Paul Hannah Finn Lea Tim Marie Jan Katharina Niklas Johanna',
    last: 'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger',
    native: 'German',
  },
  fr: {
    first:
      'Louis Camille Hugo Léa Lucas Manon Jules Chloé Gabriel Inès Arthur Emma Théo Clara Nathan Juliette Raphaël Sarah Antoine Zoé',
    last: 'Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefèvre Michel Garcia David Bertrand Roux Vincent Fournier',
    native: 'French',
  },
  es: {
    first:
      'Alejandro Lucía Daniel Sofía Pablo María Javier Paula Carlos Carmen Diego Laura Sergio Elena Manuel Andrea Miguel Valentina Jorge Isabel',
    last: 'García Rodríguez González Fernández López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández Díaz Moreno Álvarez Romero Navarro Torres Ramírez',
    native: 'Spanish',
  },
  pt: {
    first:
      'João Ana Pedro Beatriz Lucas Mariana Gabriel Juliana Rafael Camila Mateus Larissa Gustavo Fernanda Felipe Letícia Bruno Amanda Thiago Carolina',
    last: 'Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa',
    native: 'Portuguese',
  },
  it: {
    first:
      'Francesco Giulia Alessandro Chiara Lorenzo Sofia Matteo Martina Andrea Giorgia Marco Sara Luca Federica Davide Alessia Simone Elena Riccardo Valentina',
    last: 'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti Barbieri Mancini Costa Giordano Rizzo Lombardi Moretti',
    native: 'Italian',
  },
  nl: {
    first:
      'Daan Emma Sem Julia Lucas Sophie Milan Tess Levi Anna Thijs Sara Bram Fleur Lars Lotte Ruben Eva Jesse Noor',
    last: 'Jansen Bakker Visser Smit Meijer Mulder Bos Vos Peters Hendriks Dekker Dijkstra Smits Willems Kok Jacobs Vermeulen Kuipers Brouwer Schouten',
    native: 'Dutch',
  },
  sv: {
    first:
      'Erik Anna Lars Maria Karl Emma Johan Sara Anders Elin Nils Maja Oskar Ingrid Gustav Astrid Henrik Freja Mikael Linnea',
    last: 'Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson Pettersson Jonsson Lindberg Lindström Berg Axelsson Holm Lund Bergström Sandberg',
    native: 'Swedish',
  },
  pl: {
    first:
      'Jakub Zuzanna Kacper Julia Szymon Maja Filip Zofia Mateusz Hanna Michał Aleksandra Wojciech Natalia Piotr Magdalena Tomasz Agnieszka Paweł Katarzyna',
    last: 'Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak Dąbrowski Kozłowski Jankowski Mazur Kwiatkowski Krawczyk Piotrowski Grabowski Nowakowski Pawłowski',
    native: 'Polish',
  },
  in: {
    first:
      'Aarav Priya Arjun Ananya Rohan Diya Vikram Kavya Rahul Sneha Aditya Pooja Karthik Meera Siddharth Neha Aniket Lakshmi Suresh Divya',
    last: 'Sharma Patel Singh Kumar Gupta Reddy Iyer Nair Rao Mehta Joshi Desai Menon Chatterjee Banerjee Verma Agarwal Pillai Kulkarni Bhat',
    native: 'Hindi, Hindi, Hindi, Tamil, Telugu, Marathi, Kannada, Bengali, Malayalam, Gujarati',
  },
  zh: {
    first: 'Wei Jing Hao Xin Ming Yan Jun Fang Lei Hui Tao Mei Jian Ling Yu Qing Zhi Xiu Bo Lan',
    last: 'Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Lin Gao Luo',
    native: 'Mandarin, Mandarin, Mandarin, Cantonese',
  },
  ja: {
    first:
      'Haruto Yui Sota Aoi Ren Hina Yuto Mei Kaito Sakura Riku Yuna Takumi Rin Daiki Miyu Kenji Akari Hiroshi Emi',
    last: 'Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida Yamada Sasaki Yamaguchi Matsumoto Inoue Kimura Hayashi Shimizu Mori',
    native: 'Japanese',
  },
  ar: {
    first:
      'Omar Fatima Ahmed Aisha Youssef Mariam Khalid Layla Hassan Noor Ali Sara Tariq Huda Karim Rania Faisal Yasmin Samir Leila',
    last: 'Haddad Khalil Mansour Nasser Saleh Hamdan Aziz Rahman Qureshi Farouk Hassan Ibrahim Karam Sabbagh Darwish Barakat Najjar Othman Zaki Youssef',
    native: 'Arabic',
  },
  ng: {
    first:
      'Chinedu Ngozi Emeka Aisha Tunde Folake Oluwaseun Chiamaka Ifeanyi Amaka Babatunde Yetunde Obinna Funmilayo Segun Adaeze Kelechi Temitope Uche Bisi',
    last: 'Okafor Adeyemi Okonkwo Balogun Eze Nwosu Ogunleye Adebayo Chukwu Olawale Bello Ibrahim Okoro Afolabi Obi Nnamdi Akande Onyeka Ezeh Oyelaran',
    native: 'Yoruba, Igbo, Hausa, English',
  },
  za: {
    first:
      'Thabo Lerato Sipho Nomvula Bongani Zanele Themba Naledi Pieter Annelie Johan Marike Kagiso Palesa Lwazi Ayanda',
    last: 'Nkosi Dlamini Ndlovu Khumalo Mokoena Mahlangu Botha Pretorius Nel Venter Mthembu Zulu Naidoo Coetzee Molefe',
    native: 'Zulu, Xhosa, Afrikaans, English, Sotho',
  },
};

/** How well someone speaks a language, in LinkedIn's wording. */
export const FLUENCY = {
  native: 'Native speaker',
  fluent: 'Fluent',
  professional: 'Professional working proficiency',
  limited: 'Limited working proficiency',
  elementary: 'Elementary proficiency',
} as const;

/** English level of people for whom it is a second language. */
export const ENGLISH_AS_SECOND: readonly Weighted<string>[] = [
  [FLUENCY.fluent, 30],
  [FLUENCY.professional, 40],
  [FLUENCY.limited, 20],
  [FLUENCY.elementary, 10],
];

/** Level of any further language. */
export const OTHER_LANGUAGE_LEVEL: readonly Weighted<string>[] = [
  [FLUENCY.fluent, 10],
  [FLUENCY.professional, 25],
  [FLUENCY.limited, 35],
  [FLUENCY.elementary, 30],
];

/** Languages people learn besides their own, most commonly learned first. */
export const FOREIGN_LANGUAGES =
  'Spanish, French, German, Mandarin, Italian, Portuguese, Japanese, Arabic, Dutch, Russian, Korean, Hindi, Swedish';
