import { type Fact, fact } from './ga-draft';

/** Continents, oceans and the atmosphere. */
export const WORLD_GEOGRAPHY_FACTS: Fact[] = [
  fact(
    ['Which is the largest ocean in the world?', 'विश्व का सबसे बड़ा महासागर कौन-सा है?'],
    ['Pacific Ocean', 'प्रशांत महासागर'],
    [
      ['Atlantic Ocean', 'अटलांटिक महासागर'],
      ['Indian Ocean', 'हिंद महासागर'],
      ['Arctic Ocean', 'आर्कटिक महासागर'],
    ],
    ['The Pacific is the largest and deepest ocean.', 'प्रशांत महासागर सबसे बड़ा और सबसे गहरा महासागर है।'],
    'EASY',
  ),
  fact(
    ['Which is the largest continent by area?', 'क्षेत्रफल की दृष्टि से सबसे बड़ा महाद्वीप कौन-सा है?'],
    ['Asia', 'एशिया'],
    [
      ['Africa', 'अफ़्रीका'],
      ['North America', 'उत्तरी अमेरिका'],
      ['Europe', 'यूरोप'],
    ],
    [
      'Asia is the largest continent; Australia is the smallest.',
      'एशिया सबसे बड़ा महाद्वीप है; ऑस्ट्रेलिया सबसे छोटा।',
    ],
    'EASY',
  ),
  fact(
    ['Which is the smallest continent by area?', 'क्षेत्रफल की दृष्टि से सबसे छोटा महाद्वीप कौन-सा है?'],
    ['Australia', 'ऑस्ट्रेलिया'],
    [
      ['Europe', 'यूरोप'],
      ['Antarctica', 'अंटार्कटिका'],
      ['South America', 'दक्षिण अमेरिका'],
    ],
    ['Australia is the smallest continent.', 'ऑस्ट्रेलिया सबसे छोटा महाद्वीप है।'],
    'EASY',
  ),
  fact(
    ['Which continent is called the "Dark Continent"?', 'किस महाद्वीप को "अंध महाद्वीप" कहा जाता है?'],
    ['Africa', 'अफ़्रीका'],
    [
      ['Asia', 'एशिया'],
      ['South America', 'दक्षिण अमेरिका'],
      ['Antarctica', 'अंटार्कटिका'],
    ],
    [
      'Africa was called the Dark Continent because its interior long remained unknown to outsiders.',
      'अफ़्रीका के भीतरी भाग लंबे समय तक बाहरी दुनिया के लिए अज्ञात रहे, इसलिए इसे अंध महाद्वीप कहा गया।',
    ],
    'EASY',
  ),
  fact(
    ['Which is the largest hot desert in the world?', 'विश्व का सबसे बड़ा उष्ण मरुस्थल कौन-सा है?'],
    ['Sahara', 'सहारा'],
    [
      ['Thar', 'थार'],
      ['Gobi', 'गोबी'],
      ['Kalahari', 'कालाहारी'],
    ],
    [
      'The Sahara in northern Africa is the largest hot desert.',
      'उत्तरी अफ़्रीका का सहारा सबसे बड़ा उष्ण मरुस्थल है।',
    ],
    'EASY',
  ),
  fact(
    [
      'The deepest known point of the Earth’s oceans lies in the:',
      'पृथ्वी के महासागरों का सबसे गहरा ज्ञात बिंदु कहाँ है?',
    ],
    ['Mariana Trench', 'मेरियाना गर्त'],
    [
      ['Java Trench', 'जावा गर्त'],
      ['Puerto Rico Trench', 'प्यूर्टो रिको गर्त'],
      ['Tonga Trench', 'टोंगा गर्त'],
    ],
    [
      'The Challenger Deep in the Mariana Trench, western Pacific, is the deepest known point.',
      'पश्चिमी प्रशांत के मेरियाना गर्त में स्थित चैलेंजर डीप सबसे गहरा ज्ञात बिंदु है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'The ozone layer is found mainly in which layer of the atmosphere?',
      'ओज़ोन परत मुख्यतः वायुमंडल की किस परत में पाई जाती है?',
    ],
    ['Stratosphere', 'समतापमंडल'],
    [
      ['Troposphere', 'क्षोभमंडल'],
      ['Mesosphere', 'मध्यमंडल'],
      ['Thermosphere', 'तापमंडल'],
    ],
    [
      'Most atmospheric ozone lies in the stratosphere, where it absorbs ultraviolet radiation.',
      'वायुमंडल की अधिकांश ओज़ोन समतापमंडल में है, जहाँ यह पराबैंगनी विकिरण को अवशोषित करती है।',
    ],
    'EASY',
  ),
  fact(
    [
      'Which is the lowest layer of the atmosphere, where weather occurs?',
      'वायुमंडल की सबसे निचली परत कौन-सी है, जिसमें मौसम संबंधी घटनाएँ होती हैं?',
    ],
    ['Troposphere', 'क्षोभमंडल'],
    [
      ['Stratosphere', 'समतापमंडल'],
      ['Ionosphere', 'आयनमंडल'],
      ['Exosphere', 'बहिर्मंडल'],
    ],
    [
      'The troposphere is the lowest layer and holds almost all weather phenomena.',
      'क्षोभमंडल सबसे निचली परत है और लगभग सभी मौसमी घटनाएँ इसी में होती हैं।',
    ],
    'EASY',
  ),
  fact(
    ['The Earth rotates on its axis from:', 'पृथ्वी अपने अक्ष पर किस दिशा में घूमती है?'],
    ['West to east', 'पश्चिम से पूर्व'],
    [
      ['East to west', 'पूर्व से पश्चिम'],
      ['North to south', 'उत्तर से दक्षिण'],
      ['South to north', 'दक्षिण से उत्तर'],
    ],
    [
      'The Earth rotates from west to east, which is why the Sun appears to rise in the east.',
      'पृथ्वी पश्चिम से पूर्व घूमती है, इसी कारण सूर्य पूर्व में उगता दिखाई देता है।',
    ],
    'EASY',
  ),
  fact(
    [
      'The International Date Line roughly follows which meridian?',
      'अंतरराष्ट्रीय तिथि रेखा लगभग किस देशांतर के साथ चलती है?',
    ],
    ['180°', '180°'],
    [
      ['0°', '0°'],
      ['90° E', '90° पूर्व'],
      ['82.5° E', '82.5° पूर्व'],
    ],
    [
      'The International Date Line runs roughly along the 180° meridian, opposite the Prime Meridian (0°).',
      'अंतरराष्ट्रीय तिथि रेखा लगभग 180° देशांतर के साथ चलती है, जो प्रधान मध्याह्न रेखा (0°) के विपरीत है।',
    ],
    'MEDIUM',
  ),
];
