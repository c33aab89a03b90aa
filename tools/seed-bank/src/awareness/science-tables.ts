import { row } from './ga-draft';

/** Element → symbol; symbols from Latin names are marked harder. Hindi names are oblique (लोहे का). */
export const ELEMENTS = [
  row(['Iron', 'लोहे'], ['Fe', 'Fe'], { level: 'MEDIUM' }),
  row(['Sodium', 'सोडियम'], ['Na', 'Na'], { level: 'MEDIUM' }),
  row(['Potassium', 'पोटैशियम'], ['K', 'K'], { level: 'MEDIUM' }),
  row(['Silver', 'चाँदी'], ['Ag', 'Ag'], { level: 'MEDIUM' }),
  row(['Gold', 'सोने'], ['Au', 'Au'], { level: 'MEDIUM' }),
  row(['Lead', 'सीसे'], ['Pb', 'Pb'], { level: 'MEDIUM' }),
  row(['Mercury', 'पारे'], ['Hg', 'Hg'], { level: 'MEDIUM' }),
  row(['Tin', 'टिन'], ['Sn', 'Sn'], { level: 'HARD' }),
  row(['Copper', 'ताँबे'], ['Cu', 'Cu'], { level: 'MEDIUM' }),
  row(['Tungsten', 'टंगस्टन'], ['W', 'W'], { level: 'HARD' }),
  row(['Antimony', 'एंटीमनी'], ['Sb', 'Sb'], { level: 'HARD' }),
  row(['Helium', 'हीलियम'], ['He', 'He']),
  row(['Calcium', 'कैल्शियम'], ['Ca', 'Ca']),
  row(['Chlorine', 'क्लोरीन'], ['Cl', 'Cl']),
  row(['Magnesium', 'मैग्नीशियम'], ['Mg', 'Mg']),
  row(['Phosphorus', 'फॉस्फोरस'], ['P', 'P']),
  row(['Zinc', 'जस्ते'], ['Zn', 'Zn']),
  row(['Nitrogen', 'नाइट्रोजन'], ['N', 'N']),
  row(['Aluminium', 'एल्युमिनियम'], ['Al', 'Al']),
  row(['Manganese', 'मैंगनीज़'], ['Mn', 'Mn'], { level: 'HARD' }),
];

export const SI_UNITS = [
  row(['force', 'बल'], ['Newton', 'न्यूटन'], { level: 'EASY' }),
  row(['energy', 'ऊर्जा'], ['Joule', 'जूल'], { level: 'EASY' }),
  row(['power', 'शक्ति'], ['Watt', 'वाट'], { level: 'EASY' }),
  row(['pressure', 'दाब'], ['Pascal', 'पास्कल']),
  row(['electric current', 'विद्युत धारा'], ['Ampere', 'ऐम्पियर'], { level: 'EASY' }),
  row(['electric charge', 'विद्युत आवेश'], ['Coulomb', 'कूलॉम']),
  row(['electrical resistance', 'विद्युत प्रतिरोध'], ['Ohm', 'ओम'], { level: 'EASY' }),
  row(['potential difference', 'विभवांतर'], ['Volt', 'वोल्ट']),
  row(['frequency', 'आवृत्ति'], ['Hertz', 'हर्ट्ज़']),
  row(['luminous intensity', 'ज्योति-तीव्रता'], ['Candela', 'कैंडेला'], { level: 'HARD' }),
  row(['amount of substance', 'पदार्थ की मात्रा'], ['Mole', 'मोल'], { level: 'HARD' }),
  row(['thermodynamic temperature', 'ऊष्मागतिक ताप'], ['Kelvin', 'केल्विन']),
  row(['capacitance', 'धारिता'], ['Farad', 'फैरड'], { level: 'HARD' }),
  row(['magnetic flux', 'चुंबकीय फ्लक्स'], ['Weber', 'वेबर'], { level: 'HARD' }),
  row(['inductance', 'प्रेरकत्व'], ['Henry', 'हेनरी'], { level: 'HARD' }),
  row(['magnetic flux density', 'चुंबकीय फ्लक्स घनत्व'], ['Tesla', 'टेस्ला'], { level: 'HARD' }),
  row(['activity of a radioactive source', 'रेडियोधर्मी स्रोत की सक्रियता'], ['Becquerel', 'बेकरेल'], {
    level: 'HARD',
  }),
];

/** Instruments with clearly separate uses (hydrometer/lactometer and barometer/manometer are not paired). */
export const INSTRUMENTS = [
  row(['Barometer', 'बैरोमीटर'], ['Atmospheric pressure', 'वायुमंडलीय दाब'], { level: 'EASY' }),
  row(['Hygrometer', 'हाइग्रोमीटर'], ['Relative humidity', 'आपेक्षिक आर्द्रता']),
  row(['Seismograph', 'सीस्मोग्राफ'], ['Earthquake waves', 'भूकंपीय तरंगें'], { level: 'EASY' }),
  row(['Ammeter', 'एमीटर'], ['Electric current', 'विद्युत धारा'], { level: 'EASY' }),
  row(['Anemometer', 'एनीमोमीटर'], ['Wind speed', 'पवन की गति']),
  row(['Lactometer', 'लैक्टोमीटर'], ['Purity (density) of milk', 'दूध की शुद्धता (घनत्व)']),
  row(['Odometer', 'ओडोमीटर'], ['Distance travelled by a vehicle', 'वाहन द्वारा तय की गई दूरी']),
  row(['Sphygmomanometer', 'स्फिग्मोमैनोमीटर'], ['Blood pressure', 'रक्तचाप']),
  row(['Altimeter', 'अल्टीमीटर'], ['Altitude', 'ऊँचाई (तुंगता)']),
  row(['Tachometer', 'टैकोमीटर'], ['Rotational speed of a shaft or engine', 'शाफ़्ट या इंजन की घूर्णन गति'], {
    level: 'HARD',
  }),
  row(['Pyrometer', 'पायरोमीटर'], ['Very high temperatures', 'अत्यधिक उच्च ताप'], { level: 'HARD' }),
  row(['Voltmeter', 'वोल्टमीटर'], ['Potential difference', 'विभवांतर'], { level: 'EASY' }),
  row(['Audiometer', 'ऑडियोमीटर'], ['Hearing ability', 'श्रवण क्षमता'], { level: 'HARD' }),
  row(['Speedometer', 'स्पीडोमीटर'], ['Speed of a vehicle', 'वाहन की चाल'], { level: 'EASY' }),
  row(['Lux meter', 'लक्स मीटर'], ['Intensity of illumination', 'प्रदीप्ति की तीव्रता'], { level: 'HARD' }),
  row(['Rain gauge', 'वर्षामापी'], ['Rainfall', 'वर्षा की मात्रा'], { level: 'EASY' }),
];

export const DEFICIENCIES = [
  row(['vitamin A', 'विटामिन A'], ['Night blindness', 'रतौंधी'], { level: 'EASY' }),
  row(['vitamin B1 (thiamine)', 'विटामिन B1 (थायमिन)'], ['Beriberi', 'बेरी-बेरी']),
  row(['vitamin B3 (niacin)', 'विटामिन B3 (नियासिन)'], ['Pellagra', 'पेलाग्रा'], { level: 'HARD' }),
  row(['vitamin C', 'विटामिन C'], ['Scurvy', 'स्कर्वी'], { level: 'EASY' }),
  row(['vitamin D', 'विटामिन D'], ['Rickets', 'रिकेट्स (सूखा रोग)'], { level: 'EASY' }),
  row(['vitamin K', 'विटामिन K'], ['Delayed clotting of blood', 'रक्त का देर से जमना']),
  row(['vitamin B12', 'विटामिन B12'], ['Pernicious anaemia', 'प्रणाशी रक्ताल्पता'], { level: 'HARD' }),
  row(['iodine', 'आयोडीन'], ['Goitre', 'घेंघा'], { level: 'EASY' }),
];

export const COMPOUNDS = [
  row(['baking soda', 'बेकिंग सोडा (खाने का सोडा)'], ['Sodium hydrogen carbonate', 'सोडियम हाइड्रोजन कार्बोनेट'], {
    level: 'EASY',
  }),
  row(['washing soda', 'धोने का सोडा'], ['Sodium carbonate decahydrate', 'सोडियम कार्बोनेट डेकाहाइड्रेट']),
  row(['common salt', 'साधारण नमक'], ['Sodium chloride', 'सोडियम क्लोराइड'], { level: 'EASY' }),
  row(['quicklime', 'बिना बुझे चूने'], ['Calcium oxide', 'कैल्शियम ऑक्साइड']),
  row(['slaked lime', 'बुझे हुए चूने'], ['Calcium hydroxide', 'कैल्शियम हाइड्रॉक्साइड']),
  row(['plaster of Paris', 'प्लास्टर ऑफ़ पेरिस'], ['Calcium sulphate hemihydrate', 'कैल्शियम सल्फेट हेमीहाइड्रेट'], {
    level: 'HARD',
  }),
  row(['gypsum', 'जिप्सम'], ['Calcium sulphate dihydrate', 'कैल्शियम सल्फेट डाइहाइड्रेट'], { level: 'HARD' }),
  row(['bleaching powder', 'विरंजक चूर्ण'], ['Calcium oxychloride', 'कैल्शियम ऑक्सीक्लोराइड'], { level: 'HARD' }),
  row(['caustic soda', 'कास्टिक सोडा'], ['Sodium hydroxide', 'सोडियम हाइड्रॉक्साइड']),
  row(['laughing gas', 'हास्य गैस'], ['Nitrous oxide', 'नाइट्रस ऑक्साइड']),
  row(['dry ice', 'शुष्क बर्फ़ (ड्राई आइस)'], ['Solid carbon dioxide', 'ठोस कार्बन डाइऑक्साइड'], { level: 'EASY' }),
  row(['blue vitriol', 'नीले थोथे'], ['Copper sulphate pentahydrate', 'कॉपर सल्फेट पेंटाहाइड्रेट'], {
    level: 'HARD',
  }),
  row(['marsh gas', 'मार्श गैस'], ['Methane', 'मीथेन']),
  row(['limestone', 'चूना पत्थर'], ['Calcium carbonate', 'कैल्शियम कार्बोनेट']),
];

export const ACIDS = [
  row(['lemon', 'नींबू'], ['Citric acid', 'साइट्रिक अम्ल'], { level: 'EASY' }),
  row(['vinegar', 'सिरका'], ['Acetic acid', 'एसिटिक अम्ल'], { level: 'EASY' }),
  row(['curd', 'दही'], ['Lactic acid', 'लैक्टिक अम्ल'], { level: 'EASY' }),
  row(['tamarind', 'इमली'], ['Tartaric acid', 'टार्टरिक अम्ल']),
  row(['tomato', 'टमाटर'], ['Oxalic acid', 'ऑक्सैलिक अम्ल']),
  row(['an ant sting', 'चींटी के डंक'], ['Methanoic (formic) acid', 'मेथेनोइक (फ़ॉर्मिक) अम्ल']),
  row(['gastric juice in the stomach', 'आमाशय के जठर रस'], ['Hydrochloric acid', 'हाइड्रोक्लोरिक अम्ल']),
];
