import { type Fact, fact } from './ga-draft';

/** Human body and life science. */
export const BIOLOGY_FACTS: Fact[] = [
  fact(
    ['Which is the largest gland in the human body?', 'मानव शरीर की सबसे बड़ी ग्रंथि कौन-सी है?'],
    ['Liver', 'यकृत'],
    [
      ['Pancreas', 'अग्न्याशय'],
      ['Thyroid', 'थायरॉइड'],
      ['Pituitary', 'पीयूष ग्रंथि'],
    ],
    ['The liver is the largest gland; it also produces bile.', 'यकृत सबसे बड़ी ग्रंथि है; यह पित्त भी बनाता है।'],
    'EASY',
  ),
  fact(
    ['Which is the largest organ of the human body?', 'मानव शरीर का सबसे बड़ा अंग कौन-सा है?'],
    ['Skin', 'त्वचा'],
    [
      ['Liver', 'यकृत'],
      ['Brain', 'मस्तिष्क'],
      ['Lungs', 'फेफड़े'],
    ],
    ['The skin is the largest organ by area and weight.', 'क्षेत्रफल और भार दोनों में त्वचा सबसे बड़ा अंग है।'],
    'EASY',
  ),
  fact(
    ['Which is the smallest bone in the human body?', 'मानव शरीर की सबसे छोटी हड्डी कौन-सी है?'],
    ['Stapes', 'स्टेपीज़'],
    [
      ['Femur', 'फीमर'],
      ['Incus', 'इनकस'],
      ['Patella', 'पटेला'],
    ],
    ['The stapes, in the middle ear, is the smallest bone.', 'मध्य कर्ण में स्थित स्टेपीज़ सबसे छोटी हड्डी है।'],
    'MEDIUM',
  ),
  fact(
    ['Which is the longest bone in the human body?', 'मानव शरीर की सबसे लंबी हड्डी कौन-सी है?'],
    ['Femur', 'फीमर (जांघ की हड्डी)'],
    [
      ['Tibia', 'टिबिया'],
      ['Humerus', 'ह्यूमरस'],
      ['Radius', 'रेडियस'],
    ],
    [
      'The femur (thigh bone) is the longest and strongest bone.',
      'फीमर (जांघ की हड्डी) सबसे लंबी और मज़बूत हड्डी है।',
    ],
    'EASY',
  ),
  fact(
    ['How many bones are there in the body of an adult human?', 'एक वयस्क मनुष्य के शरीर में कितनी हड्डियाँ होती हैं?'],
    ['206', '206'],
    [
      ['208', '208'],
      ['300', '300'],
      ['212', '212'],
    ],
    [
      'An adult has 206 bones; a newborn has about 300, some of which fuse later.',
      'वयस्क में 206 हड्डियाँ होती हैं; नवजात में लगभग 300, जिनमें से कुछ बाद में जुड़ जाती हैं।',
    ],
    'EASY',
  ),
  fact(
    ['Which blood group is known as the universal donor?', 'किस रक्त समूह को सर्वदाता कहा जाता है?'],
    ['O negative', 'O नेगेटिव'],
    [
      ['AB positive', 'AB पॉज़िटिव'],
      ['A positive', 'A पॉज़िटिव'],
      ['B negative', 'B नेगेटिव'],
    ],
    [
      'O negative red cells carry no A, B or Rh antigens, so they can be given to anyone; AB positive is the universal recipient.',
      'O नेगेटिव लाल कणों पर A, B या Rh प्रतिजन नहीं होते, इसलिए इन्हें किसी को भी दिया जा सकता है; AB पॉज़िटिव सर्वग्राही है।',
    ],
    'MEDIUM',
  ),
  fact(
    ['Insulin is secreted by which organ?', 'इंसुलिन किस अंग द्वारा स्रावित होता है?'],
    ['Pancreas', 'अग्न्याशय'],
    [
      ['Liver', 'यकृत'],
      ['Thyroid', 'थायरॉइड'],
      ['Kidney', 'वृक्क'],
    ],
    [
      'Insulin is secreted by the beta cells of the islets of Langerhans in the pancreas; its deficiency causes diabetes mellitus.',
      'इंसुलिन अग्न्याशय के लैंगरहैंस द्वीपों की बीटा कोशिकाओं से स्रावित होता है; इसकी कमी से मधुमेह होता है।',
    ],
    'EASY',
  ),
  fact(
    ['In adults, red blood cells are produced in the:', 'वयस्कों में लाल रक्त कोशिकाएँ कहाँ बनती हैं?'],
    ['Bone marrow', 'अस्थि मज्जा'],
    [
      ['Liver', 'यकृत'],
      ['Spleen', 'प्लीहा'],
      ['Heart', 'हृदय'],
    ],
    ['Red blood cells are made in the red bone marrow.', 'लाल रक्त कोशिकाएँ लाल अस्थि मज्जा में बनती हैं।'],
    'EASY',
  ),
  fact(
    ['What is the functional unit of the kidney?', 'वृक्क की कार्यात्मक इकाई क्या है?'],
    ['Nephron', 'नेफ़्रॉन'],
    [
      ['Neuron', 'न्यूरॉन'],
      ['Alveolus', 'कूपिका'],
      ['Villus', 'रसांकुर'],
    ],
    [
      'Each kidney has about a million nephrons that filter the blood.',
      'प्रत्येक वृक्क में लगभग दस लाख नेफ़्रॉन होते हैं जो रक्त को छानते हैं।',
    ],
    'EASY',
  ),
  fact(
    [
      'Which cell organelle is called the "powerhouse of the cell"?',
      'किस कोशिकांग को "कोशिका का बिजलीघर" कहा जाता है?',
    ],
    ['Mitochondrion', 'माइटोकॉन्ड्रिया'],
    [
      ['Ribosome', 'राइबोसोम'],
      ['Lysosome', 'लाइसोसोम'],
      ['Golgi apparatus', 'गॉल्जी काय'],
    ],
    [
      'Mitochondria release energy as ATP through cellular respiration.',
      'माइटोकॉन्ड्रिया कोशिकीय श्वसन द्वारा ATP के रूप में ऊर्जा मुक्त करते हैं।',
    ],
    'EASY',
  ),
  fact(
    ['Which cell organelles are known as "suicide bags"?', 'किन कोशिकांगों को "आत्मघाती थैलियाँ" कहा जाता है?'],
    ['Lysosomes', 'लाइसोसोम'],
    [
      ['Ribosomes', 'राइबोसोम'],
      ['Mitochondria', 'माइटोकॉन्ड्रिया'],
      ['Plastids', 'लवक'],
    ],
    [
      'Lysosomes contain digestive enzymes that can digest the cell itself.',
      'लाइसोसोम में पाचक एंज़ाइम होते हैं जो स्वयं कोशिका को भी पचा सकते हैं।',
    ],
    'EASY',
  ),
  fact(
    ['Haemoglobin contains which metal?', 'हीमोग्लोबिन में कौन-सी धातु होती है?'],
    ['Iron', 'लोहा'],
    [
      ['Magnesium', 'मैग्नीशियम'],
      ['Copper', 'ताँबा'],
      ['Zinc', 'जस्ता'],
    ],
    [
      'Haemoglobin has iron at the centre of its haem groups; chlorophyll has magnesium.',
      'हीमोग्लोबिन के हीम समूह के केंद्र में लोहा होता है; क्लोरोफ़िल में मैग्नीशियम।',
    ],
    'EASY',
  ),
  fact(
    ['Chlorophyll contains which metal?', 'क्लोरोफ़िल में कौन-सी धातु होती है?'],
    ['Magnesium', 'मैग्नीशियम'],
    [
      ['Iron', 'लोहा'],
      ['Calcium', 'कैल्शियम'],
      ['Potassium', 'पोटैशियम'],
    ],
    [
      'A magnesium atom lies at the centre of the chlorophyll molecule.',
      'क्लोरोफ़िल अणु के केंद्र में मैग्नीशियम परमाणु होता है।',
    ],
    'MEDIUM',
  ),
  fact(
    ['Which gas is released by plants during photosynthesis?', 'प्रकाश-संश्लेषण के दौरान पौधे कौन-सी गैस छोड़ते हैं?'],
    ['Oxygen', 'ऑक्सीजन'],
    [
      ['Carbon dioxide', 'कार्बन डाइऑक्साइड'],
      ['Nitrogen', 'नाइट्रोजन'],
      ['Hydrogen', 'हाइड्रोजन'],
    ],
    [
      'Photosynthesis uses carbon dioxide and water and releases oxygen.',
      'प्रकाश-संश्लेषण में कार्बन डाइऑक्साइड और जल का उपयोग होता है और ऑक्सीजन मुक्त होती है।',
    ],
    'EASY',
  ),
  fact(
    ['How many chambers does the human heart have?', 'मानव हृदय में कितने कक्ष होते हैं?'],
    ['4', '4'],
    [
      ['2', '2'],
      ['3', '3'],
      ['5', '5'],
    ],
    ['Two atria and two ventricles.', 'दो आलिंद और दो निलय।'],
    'EASY',
  ),
  fact(
    ['Which is the largest artery in the human body?', 'मानव शरीर की सबसे बड़ी धमनी कौन-सी है?'],
    ['Aorta', 'महाधमनी'],
    [
      ['Pulmonary artery', 'फुफ्फुसीय धमनी'],
      ['Carotid artery', 'कैरोटिड धमनी'],
      ['Femoral artery', 'फीमोरल धमनी'],
    ],
    [
      'The aorta carries oxygenated blood from the left ventricle to the body.',
      'महाधमनी बाएँ निलय से शरीर को ऑक्सीजन-युक्त रक्त ले जाती है।',
    ],
    'MEDIUM',
  ),
];
