import { row } from './ga-draft';

const MONTHS_HI: Record<string, string> = {
  January: 'जनवरी',
  February: 'फ़रवरी',
  March: 'मार्च',
  April: 'अप्रैल',
  May: 'मई',
  June: 'जून',
  July: 'जुलाई',
  August: 'अगस्त',
  September: 'सितंबर',
  October: 'अक्टूबर',
  November: 'नवंबर',
  December: 'दिसंबर',
};
/** "12 January" in both languages. */
const d = (day: number, month: keyof typeof MONTHS_HI) =>
  [`${day} ${month}`, `${day} ${MONTHS_HI[month]}`] as [string, string];

export const IMPORTANT_DAYS = [
  row(['National Youth Day', 'राष्ट्रीय युवा दिवस'], d(12, 'January')),
  row(['Army Day (India)', 'थल सेना दिवस'], d(15, 'January'), { level: 'MEDIUM' }),
  row(['National Girl Child Day', 'राष्ट्रीय बालिका दिवस'], d(24, 'January'), { level: 'HARD' }),
  row(["National Voters' Day", 'राष्ट्रीय मतदाता दिवस'], d(25, 'January'), { level: 'MEDIUM' }),
  row(
    ["Martyrs' Day (death anniversary of Mahatma Gandhi)", 'शहीद दिवस (महात्मा गांधी की पुण्यतिथि)'],
    d(30, 'January'),
    { level: 'EASY' },
  ),
  row(['National Science Day', 'राष्ट्रीय विज्ञान दिवस'], d(28, 'February')),
  row(["International Women's Day", 'अंतरराष्ट्रीय महिला दिवस'], d(8, 'March'), { level: 'EASY' }),
  row(['World Water Day', 'विश्व जल दिवस'], d(22, 'March')),
  row(['World Tuberculosis Day', 'विश्व क्षय रोग दिवस'], d(24, 'March'), { level: 'HARD' }),
  row(['World Health Day', 'विश्व स्वास्थ्य दिवस'], d(7, 'April')),
  row(['World Heritage Day', 'विश्व धरोहर दिवस'], d(18, 'April'), { level: 'HARD' }),
  row(['Earth Day', 'पृथ्वी दिवस'], d(22, 'April')),
  row(['World Red Cross Day', 'विश्व रेड क्रॉस दिवस'], d(8, 'May'), { level: 'HARD' }),
  row(['National Technology Day', 'राष्ट्रीय प्रौद्योगिकी दिवस'], d(11, 'May'), { level: 'HARD' }),
  row(['World No Tobacco Day', 'विश्व तंबाकू निषेध दिवस'], d(31, 'May')),
  row(['World Environment Day', 'विश्व पर्यावरण दिवस'], d(5, 'June'), { level: 'EASY' }),
  row(['World Blood Donor Day', 'विश्व रक्तदाता दिवस'], d(14, 'June'), { level: 'HARD' }),
  row(['International Day of Yoga', 'अंतरराष्ट्रीय योग दिवस'], d(21, 'June'), { level: 'EASY' }),
  row(["National Doctors' Day (India)", 'राष्ट्रीय चिकित्सक दिवस'], d(1, 'July'), { level: 'HARD' }),
  row(['World Population Day', 'विश्व जनसंख्या दिवस'], d(11, 'July')),
  row(['National Sports Day (India)', 'राष्ट्रीय खेल दिवस'], d(29, 'August')),
  row(["Teachers' Day (India)", 'शिक्षक दिवस'], d(5, 'September'), { level: 'EASY' }),
  row(['International Literacy Day', 'अंतरराष्ट्रीय साक्षरता दिवस'], d(8, 'September')),
  row(['Hindi Diwas', 'हिंदी दिवस'], d(14, 'September'), { level: 'EASY' }),
  row(["Engineers' Day (India)", 'अभियंता दिवस'], d(15, 'September'), { level: 'HARD' }),
  row(
    ['International Day for the Preservation of the Ozone Layer', 'ओज़ोन परत संरक्षण हेतु अंतरराष्ट्रीय दिवस'],
    d(16, 'September'),
    { level: 'HARD' },
  ),
  row(['World Tourism Day', 'विश्व पर्यटन दिवस'], d(27, 'September'), { level: 'HARD' }),
  row(
    ['Gandhi Jayanti (International Day of Non-Violence)', 'गांधी जयंती (अंतरराष्ट्रीय अहिंसा दिवस)'],
    d(2, 'October'),
    { level: 'EASY' },
  ),
  row(['Indian Air Force Day', 'भारतीय वायु सेना दिवस'], d(8, 'October')),
  row(['World Food Day', 'विश्व खाद्य दिवस'], d(16, 'October')),
  row(['United Nations Day', 'संयुक्त राष्ट्र दिवस'], d(24, 'October')),
  row(['National Unity Day (Rashtriya Ekta Diwas)', 'राष्ट्रीय एकता दिवस'], d(31, 'October')),
  row(["Children's Day (India)", 'बाल दिवस'], d(14, 'November'), { level: 'EASY' }),
  row(['Constitution Day (Samvidhan Divas)', 'संविधान दिवस'], d(26, 'November')),
  row(['World AIDS Day', 'विश्व एड्स दिवस'], d(1, 'December')),
  row(['Indian Navy Day', 'भारतीय नौसेना दिवस'], d(4, 'December')),
  row(['Human Rights Day', 'मानवाधिकार दिवस'], d(10, 'December')),
  row(['National Mathematics Day', 'राष्ट्रीय गणित दिवस'], d(22, 'December')),
  row(["Kisan Diwas (National Farmers' Day)", 'किसान दिवस (राष्ट्रीय कृषक दिवस)'], d(23, 'December'), {
    level: 'HARD',
  }),
  row(['National Consumer Day', 'राष्ट्रीय उपभोक्ता दिवस'], d(24, 'December'), { level: 'HARD' }),
];

const s = (en: string, hi: string) => [en, hi] as [string, string];
const KL = s('Kerala', 'केरल');
const PB = s('Punjab', 'पंजाब');
const RJ = s('Rajasthan', 'राजस्थान');
const GJ = s('Gujarat', 'गुजरात');
const KA = s('Karnataka', 'कर्नाटक');
const AS = s('Assam', 'असम');
const OD = s('Odisha', 'ओडिशा');
const MH = s('Maharashtra', 'महाराष्ट्र');

/** Dance forms firmly tied to one State (forms shared by several States are left out). */
export const DANCES = [
  row(['Kathakali (classical)', 'कथकली (शास्त्रीय)'], KL, { level: 'EASY' }),
  row(['Mohiniyattam (classical)', 'मोहिनीअट्टम (शास्त्रीय)'], KL),
  row(['Bharatanatyam (classical)', 'भरतनाट्यम (शास्त्रीय)'], s('Tamil Nadu', 'तमिलनाडु'), { level: 'EASY' }),
  row(['Kuchipudi (classical)', 'कुचिपुड़ी (शास्त्रीय)'], s('Andhra Pradesh', 'आंध्र प्रदेश')),
  row(['Odissi (classical)', 'ओडिसी (शास्त्रीय)'], OD, { level: 'EASY' }),
  row(['Manipuri (classical)', 'मणिपुरी (शास्त्रीय)'], s('Manipur', 'मणिपुर'), { level: 'EASY' }),
  row(['Sattriya (classical)', 'सत्रीया (शास्त्रीय)'], AS, { level: 'HARD' }),
  row(['Bihu (folk)', 'बिहू (लोक)'], AS, { level: 'EASY' }),
  row(['Garba (folk)', 'गरबा (लोक)'], GJ, { level: 'EASY' }),
  row(['Bhangra (folk)', 'भांगड़ा (लोक)'], PB, { level: 'EASY' }),
  row(['Giddha (folk)', 'गिद्धा (लोक)'], PB),
  row(['Ghoomar (folk)', 'घूमर (लोक)'], RJ),
  row(['Kalbelia (folk)', 'कालबेलिया (लोक)'], RJ),
  row(['Lavani (folk)', 'लावणी (लोक)'], MH),
  row(['Yakshagana (folk theatre)', 'यक्षगान (लोक नाट्य)'], KA),
  row(['Dollu Kunitha (folk)', 'डोल्लु कुनिता (लोक)'], KA, { level: 'HARD' }),
  row(['Nati (folk)', 'नाटी (लोक)'], s('Himachal Pradesh', 'हिमाचल प्रदेश'), { level: 'HARD' }),
  row(['Cheraw, the bamboo dance (folk)', 'चेराव, बाँस नृत्य (लोक)'], s('Mizoram', 'मिज़ोरम'), { level: 'HARD' }),
  row(['Hojagiri (folk)', 'होजागिरी (लोक)'], s('Tripura', 'त्रिपुरा'), { level: 'HARD' }),
  row(['Raut Nacha (folk)', 'राउत नाचा (लोक)'], s('Chhattisgarh', 'छत्तीसगढ़'), { level: 'HARD' }),
  row(['Gotipua (folk)', 'गोटीपुआ (लोक)'], OD, { level: 'HARD' }),
];

const p = (en: string, hi: string) => [en, hi] as [string, string];

/** Firsts in India's public life; `kind` keeps wrong options plausible (women for a woman's first). */
export const FIRSTS = [
  row(['the first President of India', 'भारत के प्रथम राष्ट्रपति'], p('Rajendra Prasad', 'राजेंद्र प्रसाद'), {
    level: 'EASY',
    kind: 'man',
  }),
  row(['the first Prime Minister of India', 'भारत के प्रथम प्रधानमंत्री'], p('Jawaharlal Nehru', 'जवाहरलाल नेहरू'), {
    level: 'EASY',
    kind: 'man',
  }),
  row(
    ['the first Vice-President of India', 'भारत के प्रथम उपराष्ट्रपति'],
    p('S. Radhakrishnan', 'एस. राधाकृष्णन'),
    { kind: 'man' },
  ),
  row(
    ['the first woman Prime Minister of India', 'भारत की प्रथम महिला प्रधानमंत्री'],
    p('Indira Gandhi', 'इंदिरा गांधी'),
    { level: 'EASY', kind: 'woman' },
  ),
  row(
    ['the first woman President of India', 'भारत की प्रथम महिला राष्ट्रपति'],
    p('Pratibha Patil', 'प्रतिभा पाटिल'),
    { level: 'EASY', kind: 'woman' },
  ),
  row(
    ['the first Governor-General of independent India', 'स्वतंत्र भारत के प्रथम गवर्नर-जनरल'],
    p('Lord Mountbatten', 'लॉर्ड माउंटबेटन'),
    { kind: 'man' },
  ),
  row(
    ['the first and only Indian Governor-General of India', 'भारत के प्रथम और एकमात्र भारतीय गवर्नर-जनरल'],
    p('C. Rajagopalachari', 'सी. राजगोपालाचारी'),
    { kind: 'man', level: 'HARD' },
  ),
  row(
    ['the first Chief Election Commissioner of India', 'भारत के प्रथम मुख्य निर्वाचन आयुक्त'],
    p('Sukumar Sen', 'सुकुमार सेन'),
    { kind: 'man', level: 'HARD' },
  ),
  row(['the first Chief Justice of India', 'भारत के प्रथम मुख्य न्यायाधीश'], p('H. J. Kania', 'एच. जे. कानिया'), {
    kind: 'man',
    level: 'HARD',
  }),
  row(
    ['the first Indian to travel into space', 'अंतरिक्ष में जाने वाले प्रथम भारतीय'],
    p('Rakesh Sharma', 'राकेश शर्मा'),
    { level: 'EASY', kind: 'man' },
  ),
  row(
    ['the first Indian woman to climb Mount Everest', 'माउंट एवरेस्ट पर चढ़ने वाली प्रथम भारतीय महिला'],
    p('Bachendri Pal', 'बछेंद्री पाल'),
    { kind: 'woman' },
  ),
  row(
    ['the first woman IPS officer of India', 'भारत की प्रथम महिला IPS अधिकारी'],
    p('Kiran Bedi', 'किरण बेदी'),
    { level: 'EASY', kind: 'woman' },
  ),
  row(
    [
      'the first Indian woman President of the Indian National Congress',
      'भारतीय राष्ट्रीय कांग्रेस की प्रथम भारतीय महिला अध्यक्ष',
    ],
    p('Sarojini Naidu', 'सरोजिनी नायडू'),
    { kind: 'woman' },
  ),
  row(
    ['the first woman Chief Minister of an Indian State', 'किसी भारतीय राज्य की प्रथम महिला मुख्यमंत्री'],
    p('Sucheta Kripalani', 'सुचेता कृपलानी'),
    { kind: 'woman', level: 'HARD' },
  ),
  row(
    ['the first woman judge of the Supreme Court of India', 'भारत के उच्चतम न्यायालय की प्रथम महिला न्यायाधीश'],
    p('M. Fathima Beevi', 'एम. फ़ातिमा बीवी'),
    { kind: 'woman', level: 'HARD' },
  ),
  row(
    ['the first Indian woman to win an Olympic medal', 'ओलंपिक पदक जीतने वाली प्रथम भारतीय महिला'],
    p('Karnam Malleswari', 'कर्णम मल्लेश्वरी'),
    { kind: 'woman' },
  ),
  row(
    [
      'the first Indian to win an individual Olympic gold medal',
      'व्यक्तिगत ओलंपिक स्वर्ण पदक जीतने वाले प्रथम भारतीय',
    ],
    p('Abhinav Bindra', 'अभिनव बिंद्रा'),
    { kind: 'man' },
  ),
  row(
    ['the first Indian to be promoted to Field Marshal', 'फ़ील्ड मार्शल पद पर पदोन्नत होने वाले प्रथम भारतीय'],
    p('Sam Manekshaw', 'सैम मानेकशॉ'),
    { kind: 'man' },
  ),
  row(
    ['the first Indian to win a Nobel Prize', 'नोबेल पुरस्कार जीतने वाले प्रथम भारतीय'],
    p('Rabindranath Tagore', 'रवींद्रनाथ टैगोर'),
    { level: 'EASY', kind: 'man' },
  ),
];
