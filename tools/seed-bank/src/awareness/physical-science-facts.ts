import { type Fact, fact } from './ga-draft';

const PLANETS = {
  mercury: ['Mercury', 'बुध'],
  venus: ['Venus', 'शुक्र'],
  mars: ['Mars', 'मंगल'],
  jupiter: ['Jupiter', 'बृहस्पति'],
  saturn: ['Saturn', 'शनि'],
  uranus: ['Uranus', 'अरुण (यूरेनस)'],
  neptune: ['Neptune', 'वरुण (नेपच्यून)'],
  earth: ['Earth', 'पृथ्वी'],
} as const satisfies Record<string, [string, string]>;
const P = (k: keyof typeof PLANETS) => [...PLANETS[k]] as [string, string];

/** Physics, chemistry and the Solar System. */
export const PHYSICAL_SCIENCE_FACTS: Fact[] = [
  fact(
    [
      'Which is the hardest naturally occurring substance?',
      'प्राकृतिक रूप से पाया जाने वाला सबसे कठोर पदार्थ कौन-सा है?',
    ],
    ['Diamond', 'हीरा'],
    [
      ['Graphite', 'ग्रेफ़ाइट'],
      ['Quartz', 'क्वार्ट्ज़'],
      ['Iron', 'लोहा'],
    ],
    [
      'Diamond, a form of carbon, is the hardest natural substance.',
      'कार्बन का एक रूप, हीरा, सबसे कठोर प्राकृतिक पदार्थ है।',
    ],
    'EASY',
  ),
  fact(
    ['Which metal is a liquid at room temperature?', 'कौन-सी धातु कमरे के ताप पर द्रव होती है?'],
    ['Mercury', 'पारा'],
    [
      ['Sodium', 'सोडियम'],
      ['Lead', 'सीसा'],
      ['Tin', 'टिन'],
    ],
    [
      'Mercury is the only metal that is liquid at room temperature.',
      'पारा एकमात्र धातु है जो कमरे के ताप पर द्रव होती है।',
    ],
    'EASY',
  ),
  fact(
    ['What is the pH of pure water at 25 °C?', '25 °C पर शुद्ध जल का pH क्या होता है?'],
    ['7', '7'],
    [
      ['0', '0'],
      ['5', '5'],
      ['14', '14'],
    ],
    ['Pure water is neutral, with pH 7 at 25 °C.', '25 °C पर शुद्ध जल उदासीन होता है, जिसका pH 7 है।'],
    'EASY',
  ),
  fact(
    ['Which is the lightest gas?', 'सबसे हल्की गैस कौन-सी है?'],
    ['Hydrogen', 'हाइड्रोजन'],
    [
      ['Helium', 'हीलियम'],
      ['Oxygen', 'ऑक्सीजन'],
      ['Nitrogen', 'नाइट्रोजन'],
    ],
    ['Hydrogen has the lowest density of all gases.', 'सभी गैसों में हाइड्रोजन का घनत्व सबसे कम है।'],
    'EASY',
  ),
  fact(
    [
      "Which gas makes up the largest share of the Earth's atmosphere?",
      'पृथ्वी के वायुमंडल में सबसे अधिक मात्रा में कौन-सी गैस है?',
    ],
    ['Nitrogen', 'नाइट्रोजन'],
    [
      ['Oxygen', 'ऑक्सीजन'],
      ['Carbon dioxide', 'कार्बन डाइऑक्साइड'],
      ['Argon', 'आर्गन'],
    ],
    [
      'Nitrogen forms about 78% of dry air and oxygen about 21%.',
      'शुष्क वायु में लगभग 78% नाइट्रोजन और 21% ऑक्सीजन होती है।',
    ],
    'EASY',
  ),
  fact(
    [
      "Which is the most abundant metal in the Earth's crust?",
      'भू-पर्पटी में सबसे अधिक पाई जाने वाली धातु कौन-सी है?',
    ],
    ['Aluminium', 'एल्युमिनियम'],
    [
      ['Iron', 'लोहा'],
      ['Copper', 'ताँबा'],
      ['Calcium', 'कैल्शियम'],
    ],
    [
      'Aluminium is the most abundant metal in the crust; oxygen is the most abundant element.',
      'भू-पर्पटी में एल्युमिनियम सर्वाधिक धातु है; ऑक्सीजन सर्वाधिक तत्व है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which type of mirror is used as a rear-view mirror in vehicles?',
      'वाहनों में पश्च-दृश्य दर्पण के रूप में किस दर्पण का प्रयोग होता है?',
    ],
    ['Convex mirror', 'उत्तल दर्पण'],
    [
      ['Concave mirror', 'अवतल दर्पण'],
      ['Plane mirror', 'समतल दर्पण'],
      ['Cylindrical mirror', 'बेलनाकार दर्पण'],
    ],
    [
      'A convex mirror gives an erect, diminished image and a wider field of view.',
      'उत्तल दर्पण सीधा, छोटा प्रतिबिंब और अधिक विस्तृत दृष्टि-क्षेत्र देता है।',
    ],
    'EASY',
  ),
  fact(
    [
      'Myopia (short-sightedness) is corrected using a:',
      'निकट-दृष्टि दोष (मायोपिया) को किस लेंस से ठीक किया जाता है?',
    ],
    ['Concave lens', 'अवतल लेंस'],
    [
      ['Convex lens', 'उत्तल लेंस'],
      ['Cylindrical lens', 'बेलनाकार लेंस'],
      ['Bifocal lens', 'द्विफोकसी लेंस'],
    ],
    [
      'A concave (diverging) lens corrects myopia; a convex lens corrects hypermetropia.',
      'अवतल (अपसारी) लेंस निकट-दृष्टि दोष ठीक करता है; उत्तल लेंस दूर-दृष्टि दोष।',
    ],
    'MEDIUM',
  ),
  fact(
    ['What is the SI unit of the power of a lens?', 'लेंस की क्षमता का SI मात्रक क्या है?'],
    ['Dioptre', 'डायोप्टर'],
    [
      ['Watt', 'वाट'],
      ['Lux', 'लक्स'],
      ['Candela', 'कैंडेला'],
    ],
    [
      'Power of a lens = 1/focal length (in metres), measured in dioptres.',
      'लेंस की क्षमता = 1/फोकस दूरी (मीटर में), जिसे डायोप्टर में मापा जाता है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      "Newton's first law of motion is also known as the law of:",
      'न्यूटन के गति के पहले नियम को किस नियम के नाम से भी जाना जाता है?',
    ],
    ['Inertia', 'जड़त्व'],
    [
      ['Acceleration', 'त्वरण'],
      ['Action and reaction', 'क्रिया-प्रतिक्रिया'],
      ['Gravitation', 'गुरुत्वाकर्षण'],
    ],
    [
      'The first law describes inertia: a body keeps its state of rest or uniform motion unless a force acts on it.',
      'पहला नियम जड़त्व बताता है: कोई वस्तु तब तक विराम या एकसमान गति में रहती है जब तक उस पर बल न लगे।',
    ],
    'EASY',
  ),
  fact(
    ['Galvanisation is the coating of iron with:', 'गैल्वनीकरण में लोहे पर किसकी परत चढ़ाई जाती है?'],
    ['Zinc', 'जस्ता'],
    [
      ['Tin', 'टिन'],
      ['Chromium', 'क्रोमियम'],
      ['Copper', 'ताँबा'],
    ],
    ['A zinc coating protects iron from rusting.', 'जस्ते की परत लोहे को जंग से बचाती है।'],
    'MEDIUM',
  ),
  fact(
    ['Brass is an alloy of:', 'पीतल किसकी मिश्रधातु है?'],
    ['Copper and zinc', 'ताँबा और जस्ता'],
    [
      ['Copper and tin', 'ताँबा और टिन'],
      ['Iron and carbon', 'लोहा और कार्बन'],
      ['Lead and tin', 'सीसा और टिन'],
    ],
    [
      'Brass is copper with zinc; bronze is copper with tin.',
      'पीतल ताँबा और जस्ता से बनता है; काँसा ताँबा और टिन से।',
    ],
    'EASY',
  ),
  fact(
    ['Bronze is an alloy of:', 'काँसा किसकी मिश्रधातु है?'],
    ['Copper and tin', 'ताँबा और टिन'],
    [
      ['Copper and zinc', 'ताँबा और जस्ता'],
      ['Iron and nickel', 'लोहा और निकेल'],
      ['Aluminium and magnesium', 'एल्युमिनियम और मैग्नीशियम'],
    ],
    ['Bronze is mainly copper with tin.', 'काँसा मुख्यतः ताँबा और टिन से बनता है।'],
    'EASY',
  ),
  fact(
    ['The ozone layer protects living beings from:', 'ओज़ोन परत जीवों की किससे रक्षा करती है?'],
    ['Ultraviolet radiation', 'पराबैंगनी विकिरण'],
    [
      ['Infrared radiation', 'अवरक्त विकिरण'],
      ['Visible light', 'दृश्य प्रकाश'],
      ['Radio waves', 'रेडियो तरंगें'],
    ],
    [
      'Stratospheric ozone absorbs most of the Sun’s harmful ultraviolet radiation.',
      'समतापमंडलीय ओज़ोन सूर्य के अधिकांश हानिकारक पराबैंगनी विकिरण को अवशोषित करती है।',
    ],
    'EASY',
  ),
  fact(
    ['Sound cannot travel through:', 'ध्वनि किसमें से होकर नहीं चल सकती?'],
    ['Vacuum', 'निर्वात'],
    [
      ['Water', 'जल'],
      ['Steel', 'इस्पात'],
      ['Air', 'वायु'],
    ],
    [
      'Sound needs a material medium; it cannot travel through a vacuum.',
      'ध्वनि को माध्यम चाहिए; यह निर्वात में नहीं चल सकती।',
    ],
    'EASY',
  ),
  fact(
    ['Which is the largest planet of the Solar System?', 'सौरमंडल का सबसे बड़ा ग्रह कौन-सा है?'],
    P('jupiter'),
    [P('saturn'), P('neptune'), P('earth')],
    ['Jupiter is the largest planet.', 'बृहस्पति सबसे बड़ा ग्रह है।'],
    'EASY',
  ),
  fact(
    ['Which is the smallest planet of the Solar System?', 'सौरमंडल का सबसे छोटा ग्रह कौन-सा है?'],
    P('mercury'),
    [P('mars'), P('venus'), P('uranus')],
    [
      'Mercury is the smallest planet and also the closest to the Sun.',
      'बुध सबसे छोटा ग्रह है और सूर्य के सबसे निकट भी है।',
    ],
    'EASY',
  ),
  fact(
    ['Which planet is known as the "Red Planet"?', 'किस ग्रह को "लाल ग्रह" कहा जाता है?'],
    P('mars'),
    [P('venus'), P('jupiter'), P('mercury')],
    [
      'Iron oxide on its surface gives Mars its red colour.',
      'सतह पर आयरन ऑक्साइड के कारण मंगल लाल दिखाई देता है।',
    ],
    'EASY',
  ),
  fact(
    ['Which is the hottest planet of the Solar System?', 'सौरमंडल का सबसे गर्म ग्रह कौन-सा है?'],
    P('venus'),
    [P('mercury'), P('mars'), P('jupiter')],
    [
      'Venus is hotter than Mercury because its thick carbon dioxide atmosphere traps heat.',
      'शुक्र, बुध से भी अधिक गर्म है क्योंकि इसका घना कार्बन डाइऑक्साइड वायुमंडल ऊष्मा को रोक लेता है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which planet is often called the "Earth’s twin" because of its similar size?',
      'समान आकार के कारण किस ग्रह को प्रायः "पृथ्वी की जुड़वाँ बहन" कहा जाता है?',
    ],
    P('venus'),
    [P('mars'), P('mercury'), P('neptune')],
    ['Venus is close to the Earth in size and mass.', 'शुक्र आकार और द्रव्यमान में पृथ्वी के निकट है।'],
    'MEDIUM',
  ),
  fact(
    [
      'Which planet rotates on its side, with its axis tilted by about 98°?',
      'किस ग्रह का अक्ष लगभग 98° झुका है, जिससे वह मानो करवट लेकर घूमता है?',
    ],
    P('uranus'),
    [P('neptune'), P('saturn'), P('jupiter')],
    ['Uranus has an axial tilt of about 98°.', 'अरुण (यूरेनस) का अक्षीय झुकाव लगभग 98° है।'],
    'HARD',
  ),
  fact(
    ['Which is the farthest planet from the Sun?', 'सूर्य से सबसे दूर स्थित ग्रह कौन-सा है?'],
    P('neptune'),
    [P('uranus'), P('saturn'), P('jupiter')],
    ['Neptune is the eighth and farthest planet.', 'वरुण (नेपच्यून) आठवाँ और सबसे दूर का ग्रह है।'],
    'EASY',
  ),
];
