import type { Difficulty } from '@ssc/contracts';
import { rngFor } from '../prng';
import { assemble, type SeedQuestion, same } from '../question-draft';
import { type Fact, factQuestions, row, tableQuestions } from './ga-draft';
import { HISTORY_FACTS } from './history-facts';

/** [event (en, hi), year, level]. Wrong options are nearby years, never the true one. */
const EVENTS: Array<[string, string, number, Difficulty]> = [
  ['the First Battle of Panipat', 'पानीपत का पहला युद्ध', 1526, 'EASY'],
  ['the Second Battle of Panipat', 'पानीपत का दूसरा युद्ध', 1556, 'MEDIUM'],
  ['the Third Battle of Panipat', 'पानीपत का तीसरा युद्ध', 1761, 'MEDIUM'],
  ['the Battle of Plassey', 'प्लासी का युद्ध', 1757, 'EASY'],
  ['the Battle of Buxar', 'बक्सर का युद्ध', 1764, 'MEDIUM'],
  ['the Battle of Haldighati', 'हल्दीघाटी का युद्ध', 1576, 'MEDIUM'],
  ['the Battle of Talikota', 'तालीकोटा का युद्ध', 1565, 'HARD'],
  ['the Second Battle of Tarain', 'तराइन का दूसरा युद्ध', 1192, 'HARD'],
  ['the founding of the Indian National Congress', 'भारतीय राष्ट्रीय कांग्रेस की स्थापना', 1885, 'EASY'],
  ['the Partition of Bengal', 'बंगाल का विभाजन', 1905, 'EASY'],
  ['the founding of the All-India Muslim League', 'अखिल भारतीय मुस्लिम लीग की स्थापना', 1906, 'MEDIUM'],
  ['the Surat Split of the Congress', 'कांग्रेस का सूरत विभाजन', 1907, 'HARD'],
  [
    "Mahatma Gandhi's return to India from South Africa",
    'महात्मा गांधी की दक्षिण अफ़्रीका से भारत वापसी',
    1915,
    'MEDIUM',
  ],
  ['the Lucknow Pact', 'लखनऊ समझौता', 1916, 'MEDIUM'],
  ['the Champaran Satyagraha', 'चंपारण सत्याग्रह', 1917, 'MEDIUM'],
  ['the Jallianwala Bagh massacre', 'जलियाँवाला बाग़ हत्याकांड', 1919, 'EASY'],
  ['the launch of the Non-Cooperation Movement', 'असहयोग आंदोलन का आरंभ', 1920, 'EASY'],
  ['the Chauri Chaura incident', 'चौरी चौरा कांड', 1922, 'MEDIUM'],
  ['the Kakori train action', 'काकोरी ट्रेन कांड', 1925, 'HARD'],
  ["the Simon Commission's arrival in India", 'साइमन कमीशन का भारत आगमन', 1928, 'MEDIUM'],
  ['the Dandi March', 'दांडी मार्च', 1930, 'EASY'],
  ['the Poona Pact', 'पूना समझौता', 1932, 'MEDIUM'],
  [
    'the passing of the Government of India Act that introduced provincial autonomy',
    'प्रांतीय स्वायत्तता लाने वाले भारत सरकार अधिनियम का पारित होना',
    1935,
    'MEDIUM',
  ],
  ['the launch of the Quit India Movement', 'भारत छोड़ो आंदोलन का आरंभ', 1942, 'EASY'],
  ['the Cabinet Mission’s visit to India', 'कैबिनेट मिशन का भारत आगमन', 1946, 'MEDIUM'],
];

const OFFSETS = [-10, -5, -3, -2, -1, 1, 2, 3, 5, 10];

function eventQuestions(): SeedQuestion[] {
  const rng = rngFor('awareness/history/years');
  return EVENTS.map(([en, hi, year, level]) => {
    const wrong = rng
      .shuffle(OFFSETS)
      .slice(0, 3)
      .map((d) => same(year + d));
    // Hindi verbs agree with the noun: स्थापना and वापसी are feminine, the rest masculine.
    const verb = /स्थापना|वापसी/.test(hi) ? 'हुई' : 'हुआ';
    return assemble(
      {
        section: 'GENERAL_AWARENESS',
        difficulty: level,
        topicTags: ['History', 'Modern and Medieval India'],
        question: { en: `In which year did ${en} take place?`, hi: `${hi} किस वर्ष ${verb}?` },
        answer: same(year),
        distractors: wrong,
        explanation: {
          en: `${en.charAt(0).toUpperCase()}${en.slice(1)} took place in ${year}.`,
          hi: `${hi} ${year} में ${verb}।`,
        },
      },
      rng,
    );
  });
}

const FOUNDERS = [
  row(['Arya Samaj', 'आर्य समाज'], ['Swami Dayananda Saraswati', 'स्वामी दयानंद सरस्वती'], { level: 'EASY' }),
  row(['Brahmo Samaj', 'ब्रह्म समाज'], ['Raja Ram Mohan Roy', 'राजा राममोहन राय'], { level: 'EASY' }),
  row(['Ramakrishna Mission', 'रामकृष्ण मिशन'], ['Swami Vivekananda', 'स्वामी विवेकानंद'], { level: 'EASY' }),
  row(['Satyashodhak Samaj', 'सत्यशोधक समाज'], ['Jyotiba Phule', 'ज्योतिबा फुले']),
  row(['Servants of India Society', 'सर्वेंट्स ऑफ़ इंडिया सोसाइटी'], ['Gopal Krishna Gokhale', 'गोपाल कृष्ण गोखले']),
  row(['Indian National Congress', 'भारतीय राष्ट्रीय कांग्रेस'], ['A. O. Hume', 'ए. ओ. ह्यूम'], { level: 'EASY' }),
  row(['Forward Bloc', 'फ़ॉरवर्ड ब्लॉक'], ['Subhas Chandra Bose', 'सुभाष चंद्र बोस']),
  row(
    ['Muhammadan Anglo-Oriental College, Aligarh', 'मोहम्मडन एंग्लो-ओरिएंटल कॉलेज, अलीगढ़'],
    ['Sir Syed Ahmad Khan', 'सर सैयद अहमद ख़ान'],
  ),
  row(
    ['Self-Respect Movement', 'आत्म-सम्मान आंदोलन'],
    ['E. V. Ramasamy (Periyar)', 'ई. वी. रामासामी (पेरियार)'],
    { level: 'HARD' },
  ),
  row(
    ['Khudai Khidmatgar movement', 'ख़ुदाई ख़िदमतगार आंदोलन'],
    ['Khan Abdul Ghaffar Khan', 'ख़ान अब्दुल ग़फ़्फ़ार ख़ान'],
  ),
  row(['Prarthana Samaj', 'प्रार्थना समाज'], ['Atmaram Pandurang', 'आत्माराम पांडुरंग'], { level: 'HARD' }),
  row(['Visva-Bharati at Santiniketan', 'शांतिनिकेतन में विश्व-भारती'], ['Rabindranath Tagore', 'रवींद्रनाथ टैगोर'], {
    level: 'EASY',
  }),
  row(['Khalsa Panth', 'ख़ालसा पंथ'], ['Guru Gobind Singh', 'गुरु गोविंद सिंह'], { level: 'EASY' }),
];

const DYNASTIES = [
  row(['Mughal Empire in India', 'भारत में मुग़ल साम्राज्य'], ['Babur', 'बाबर'], { level: 'EASY' }),
  row(['Maurya Empire', 'मौर्य साम्राज्य'], ['Chandragupta Maurya', 'चंद्रगुप्त मौर्य'], { level: 'EASY' }),
  row(['Slave (Mamluk) dynasty of Delhi', 'दिल्ली का ग़ुलाम (मामलुक) वंश'], ['Qutb-ud-din Aibak', 'क़ुतुबुद्दीन ऐबक']),
  row(['Khalji dynasty', 'ख़िलजी वंश'], ['Jalal-ud-din Khalji', 'जलालुद्दीन ख़िलजी']),
  row(['Tughlaq dynasty', 'तुग़लक़ वंश'], ['Ghiyas-ud-din Tughlaq', 'ग़यासुद्दीन तुग़लक़']),
  row(['Lodi dynasty', 'लोदी वंश'], ['Bahlul Lodi', 'बहलोल लोदी']),
  row(['Vijayanagara Empire', 'विजयनगर साम्राज्य'], ['Harihara and Bukka', 'हरिहर और बुक्का']),
  row(['Sur Empire', 'सूर साम्राज्य'], ['Sher Shah Suri', 'शेरशाह सूरी'], { level: 'EASY' }),
];

const MONUMENTS = [
  row(['the Taj Mahal', 'ताजमहल'], ['Shah Jahan', 'शाहजहाँ'], { level: 'EASY' }),
  row(['the Buland Darwaza at Fatehpur Sikri', 'फ़तेहपुर सीकरी के बुलंद दरवाज़े'], ['Akbar', 'अकबर'], {
    level: 'EASY',
  }),
  row(
    ['the Charminar in Hyderabad', 'हैदराबाद की चारमीनार'],
    ['Muhammad Quli Qutb Shah', 'मुहम्मद क़ुली क़ुतुब शाह'],
  ),
  row(['the Sun Temple at Konark', 'कोणार्क के सूर्य मंदिर'], ['Narasimhadeva I', 'नरसिंहदेव प्रथम'], {
    level: 'HARD',
  }),
  row(
    ['the Brihadeeswarar Temple at Thanjavur', 'तंजावुर के बृहदेश्वर मंदिर'],
    ['Rajaraja Chola I', 'राजराज चोल प्रथम'],
  ),
  row(['the Jantar Mantar observatories', 'जंतर मंतर वेधशालाओं'], ['Sawai Jai Singh II', 'सवाई जय सिंह द्वितीय']),
  row(['the Hawa Mahal in Jaipur', 'जयपुर के हवा महल'], ['Sawai Pratap Singh', 'सवाई प्रताप सिंह'], {
    level: 'HARD',
  }),
  row(["the tomb of I'timad-ud-Daulah at Agra", 'आगरा के एतमादुद्दौला के मक़बरे'], ['Nur Jahan', 'नूरजहाँ'], {
    level: 'HARD',
  }),
];

const FACTS: Fact[] = [...HISTORY_FACTS];

export const historyQuestions = (): SeedQuestion[] => [
  ...eventQuestions(),
  ...tableQuestions({
    name: 'awareness/history/founders',
    tags: ['History', 'Founders'],
    level: 'MEDIUM',
    rows: FOUNDERS,
    ask: (item) => ({ en: `Who founded the ${item.en}?`, hi: `${item.hi} की स्थापना किसने की?` }),
    explain: (r) => ({
      en: `The ${r.item.en} was founded by ${r.answer.en}.`,
      hi: `${r.item.hi} की स्थापना ${r.answer.hi} ने की।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/history/dynasties',
    tags: ['History', 'Dynasties'],
    level: 'MEDIUM',
    rows: DYNASTIES,
    ask: (item) => ({ en: `Who founded the ${item.en}?`, hi: `${item.hi} की स्थापना किसने की?` }),
    explain: (r) => ({
      en: `The ${r.item.en} was founded by ${r.answer.en}.`,
      hi: `${r.item.hi} की स्थापना ${r.answer.hi} ने की।`,
    }),
  }),
  ...tableQuestions({
    name: 'awareness/history/monuments',
    tags: ['History', 'Monuments'],
    level: 'MEDIUM',
    rows: MONUMENTS,
    decoys: [{ en: 'Jahangir', hi: 'जहाँगीर' }],
    ask: (item) => ({ en: `Who commissioned ${item.en}?`, hi: `${item.hi} का निर्माण किसने करवाया?` }),
    explain: (r) => ({
      en: `${r.item.en.charAt(0).toUpperCase()}${r.item.en.slice(1)} was commissioned by ${r.answer.en}.`,
      hi: `${r.item.hi} का निर्माण ${r.answer.hi} ने करवाया।`,
    }),
  }),
  ...factQuestions('awareness/history/facts', ['History'], FACTS),
];
