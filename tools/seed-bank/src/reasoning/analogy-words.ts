import type { Text } from '../question-draft';

type Pair = readonly [Text, Text];
const p = (aEn: string, aHi: string, bEn: string, bHi: string): Pair => [
  { en: aEn, hi: aHi },
  { en: bEn, hi: bHi },
];

/**
 * Word pairs grouped by one clear relation each. A question takes its example and its
 * target from the same group; wrong options come from other groups and never from a pair
 * that shares the target word, so no wrong option can also fit.
 */
export const RELATIONS: ReadonlyArray<{ why: Text; level: 'EASY' | 'MEDIUM'; pairs: readonly Pair[] }> = [
  {
    why: { en: 'the second is the young one of the first', hi: 'दूसरा, पहले का बच्चा है' },
    level: 'EASY',
    pairs: [
      p('Cow', 'गाय', 'Calf', 'बछड़ा'),
      p('Dog', 'कुत्ता', 'Puppy', 'पिल्ला'),
      p('Horse', 'घोड़ा', 'Foal', 'बछेड़ा'),
      p('Sheep', 'भेड़', 'Lamb', 'मेमना'),
      p('Frog', 'मेंढक', 'Tadpole', 'टैडपोल'),
      p('Lion', 'शेर', 'Cub', 'शावक'),
      p('Hen', 'मुर्गी', 'Chick', 'चूज़ा'),
    ],
  },
  {
    why: { en: 'the second is the dwelling of the first', hi: 'दूसरा, पहले का निवास-स्थान है' },
    level: 'EASY',
    pairs: [
      p('Bird', 'पक्षी', 'Nest', 'घोंसला'),
      p('Bee', 'मधुमक्खी', 'Hive', 'छत्ता'),
      p('Lion', 'शेर', 'Den', 'माँद'),
      p('Horse', 'घोड़ा', 'Stable', 'अस्तबल'),
      p('Spider', 'मकड़ी', 'Web', 'जाला'),
      p('Rabbit', 'खरगोश', 'Burrow', 'बिल'),
      p('Dog', 'कुत्ता', 'Kennel', 'कुत्ताघर'),
      p('Monk', 'भिक्षु', 'Monastery', 'मठ'),
    ],
  },
  {
    why: { en: 'the second is the tool the first works with', hi: 'दूसरा, वह औज़ार है जिससे पहला काम करता है' },
    level: 'MEDIUM',
    pairs: [
      p('Carpenter', 'बढ़ई', 'Saw', 'आरी'),
      p('Tailor', 'दर्ज़ी', 'Needle', 'सुई'),
      p('Farmer', 'किसान', 'Plough', 'हल'),
      p('Painter', 'चित्रकार', 'Brush', 'तूलिका'),
      p('Woodcutter', 'लकड़हारा', 'Axe', 'कुल्हाड़ी'),
      p('Barber', 'नाई', 'Razor', 'उस्तरा'),
      p('Writer', 'लेखक', 'Pen', 'कलम'),
    ],
  },
  {
    why: { en: 'the second is the place where the first works', hi: 'दूसरा, वह स्थान है जहाँ पहला काम करता है' },
    level: 'MEDIUM',
    pairs: [
      p('Doctor', 'डॉक्टर', 'Hospital', 'अस्पताल'),
      p('Teacher', 'शिक्षक', 'School', 'विद्यालय'),
      p('Chef', 'रसोइया', 'Kitchen', 'रसोईघर'),
      p('Judge', 'न्यायाधीश', 'Court', 'न्यायालय'),
      p('Farmer', 'किसान', 'Field', 'खेत'),
      p('Actor', 'अभिनेता', 'Stage', 'मंच'),
      p('Scientist', 'वैज्ञानिक', 'Laboratory', 'प्रयोगशाला'),
    ],
  },
  {
    why: { en: 'the first instrument measures the second', hi: 'पहला उपकरण दूसरे को मापता है' },
    level: 'MEDIUM',
    pairs: [
      p('Thermometer', 'थर्मामीटर', 'Temperature', 'तापमान'),
      p('Barometer', 'बैरोमीटर', 'Atmospheric pressure', 'वायुमंडलीय दाब'),
      p('Odometer', 'ओडोमीटर', 'Distance', 'दूरी'),
      p('Ammeter', 'एमीटर', 'Electric current', 'विद्युत धारा'),
      p('Hygrometer', 'हाइग्रोमीटर', 'Humidity', 'आर्द्रता'),
      p('Seismograph', 'सीस्मोग्राफ', 'Earthquakes', 'भूकंप'),
      p('Anemometer', 'एनीमोमीटर', 'Wind speed', 'पवन वेग'),
    ],
  },
  {
    why: { en: 'the second is the capital of the first', hi: 'दूसरा, पहले की राजधानी है' },
    level: 'EASY',
    pairs: [
      p('India', 'भारत', 'New Delhi', 'नई दिल्ली'),
      p('Japan', 'जापान', 'Tokyo', 'टोक्यो'),
      p('France', 'फ़्रांस', 'Paris', 'पेरिस'),
      p('Egypt', 'मिस्र', 'Cairo', 'काहिरा'),
      p('Russia', 'रूस', 'Moscow', 'मॉस्को'),
      p('Canada', 'कनाडा', 'Ottawa', 'ओटावा'),
      p('Australia', 'ऑस्ट्रेलिया', 'Canberra', 'कैनबरा'),
      p('Nepal', 'नेपाल', 'Kathmandu', 'काठमांडू'),
    ],
  },
  {
    why: { en: 'the second is the opposite of the first', hi: 'दूसरा, पहले का विलोम है' },
    level: 'EASY',
    pairs: [
      p('Hot', 'गर्म', 'Cold', 'ठंडा'),
      p('Day', 'दिन', 'Night', 'रात'),
      p('Rich', 'अमीर', 'Poor', 'गरीब'),
      p('Victory', 'विजय', 'Defeat', 'पराजय'),
      p('Light', 'प्रकाश', 'Darkness', 'अंधकार'),
      p('Friend', 'मित्र', 'Enemy', 'शत्रु'),
      p('Ancient', 'प्राचीन', 'Modern', 'आधुनिक'),
    ],
  },
  {
    why: { en: 'the first is a part of the second', hi: 'पहला, दूसरे का एक भाग है' },
    level: 'MEDIUM',
    pairs: [
      p('Page', 'पृष्ठ', 'Book', 'पुस्तक'),
      p('Petal', 'पंखुड़ी', 'Flower', 'फूल'),
      p('Finger', 'उँगली', 'Hand', 'हाथ'),
      p('Leaf', 'पत्ता', 'Tree', 'पेड़'),
      p('Brick', 'ईंट', 'Wall', 'दीवार'),
      p('Word', 'शब्द', 'Sentence', 'वाक्य'),
      p('Soldier', 'सैनिक', 'Army', 'सेना'),
    ],
  },
  {
    why: { en: 'the second is the sound the first makes', hi: 'दूसरा, पहले की आवाज़ है' },
    level: 'EASY',
    pairs: [
      p('Lion', 'शेर', 'Roar', 'दहाड़'),
      p('Dog', 'कुत्ता', 'Bark', 'भौंक'),
      p('Horse', 'घोड़ा', 'Neigh', 'हिनहिनाहट'),
      p('Snake', 'साँप', 'Hiss', 'फुफकार'),
      p('Elephant', 'हाथी', 'Trumpet', 'चिंघाड़'),
      p('Donkey', 'गधा', 'Bray', 'रेंक'),
      p('Frog', 'मेंढक', 'Croak', 'टर्र-टर्र'),
    ],
  },
  {
    why: { en: 'the second is the female counterpart of the first', hi: 'दूसरा, पहले का स्त्रीलिंग रूप है' },
    level: 'MEDIUM',
    pairs: [
      p('King', 'राजा', 'Queen', 'रानी'),
      p('Lion', 'शेर', 'Lioness', 'शेरनी'),
      p('Horse', 'घोड़ा', 'Mare', 'घोड़ी'),
      p('Actor', 'अभिनेता', 'Actress', 'अभिनेत्री'),
      p('Nephew', 'भतीजा', 'Niece', 'भतीजी'),
      p('Peacock', 'मोर', 'Peahen', 'मोरनी'),
      p('Husband', 'पति', 'Wife', 'पत्नी'),
    ],
  },
  {
    why: { en: 'the first is the organ of the sense named second', hi: 'पहला, दूसरी इंद्रिय-अनुभूति का अंग है' },
    level: 'MEDIUM',
    pairs: [
      p('Eye', 'आँख', 'Sight', 'दृष्टि'),
      p('Ear', 'कान', 'Hearing', 'श्रवण'),
      p('Nose', 'नाक', 'Smell', 'गंध'),
      p('Tongue', 'जीभ', 'Taste', 'स्वाद'),
      p('Skin', 'त्वचा', 'Touch', 'स्पर्श'),
    ],
  },
  {
    why: { en: 'the second is the currency of the first', hi: 'दूसरा, पहले की मुद्रा है' },
    level: 'MEDIUM',
    pairs: [
      p('India', 'भारत', 'Rupee', 'रुपया'),
      p('Japan', 'जापान', 'Yen', 'येन'),
      p('Russia', 'रूस', 'Rouble', 'रूबल'),
      p('Bangladesh', 'बांग्लादेश', 'Taka', 'टका'),
      p('Thailand', 'थाईलैंड', 'Baht', 'बात'),
      p('China', 'चीन', 'Yuan', 'युआन'),
      p('United Kingdom', 'यूनाइटेड किंगडम', 'Pound sterling', 'पाउंड स्टर्लिंग'),
    ],
  },
];
