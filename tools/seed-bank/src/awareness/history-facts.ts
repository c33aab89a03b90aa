import { type Fact, fact } from './ga-draft';

/** Ancient, medieval and modern Indian history: people, places and firsts. */
export const HISTORY_FACTS: Fact[] = [
  fact(
    ['Who began the construction of the Qutb Minar?', 'क़ुतुब मीनार का निर्माण किसने आरंभ करवाया?'],
    ['Qutb-ud-din Aibak', 'क़ुतुबुद्दीन ऐबक'],
    [
      ['Iltutmish', 'इल्तुतमिश'],
      ['Alauddin Khalji', 'अलाउद्दीन ख़िलजी'],
      ['Firoz Shah Tughlaq', 'फ़िरोज़ शाह तुग़लक़'],
    ],
    [
      'Qutb-ud-din Aibak began it; Iltutmish completed the upper storeys and Firoz Shah Tughlaq later repaired it.',
      'क़ुतुबुद्दीन ऐबक ने इसका निर्माण आरंभ किया; इल्तुतमिश ने ऊपरी मंज़िलें पूरी कीं और बाद में फ़िरोज़ शाह तुग़लक़ ने मरम्मत कराई।',
    ],
    'MEDIUM',
  ),
  fact(
    ['Who was the first Governor-General of Bengal?', 'बंगाल का पहला गवर्नर-जनरल कौन था?'],
    ['Warren Hastings', 'वॉरेन हेस्टिंग्स'],
    [
      ['Lord Cornwallis', 'लॉर्ड कॉर्नवालिस'],
      ['Lord William Bentinck', 'लॉर्ड विलियम बेंटिक'],
      ['Robert Clive', 'रॉबर्ट क्लाइव'],
    ],
    [
      'Warren Hastings became the first Governor-General of Bengal under the Regulating Act of 1773.',
      '1773 के रेगुलेटिंग एक्ट के अंतर्गत वॉरेन हेस्टिंग्स बंगाल का पहला गवर्नर-जनरल बना।',
    ],
    'MEDIUM',
  ),
  fact(
    ['Who was the first Governor-General of India?', 'भारत का पहला गवर्नर-जनरल कौन था?'],
    ['Lord William Bentinck', 'लॉर्ड विलियम बेंटिक'],
    [
      ['Warren Hastings', 'वॉरेन हेस्टिंग्स'],
      ['Lord Canning', 'लॉर्ड कैनिंग'],
      ['Lord Dalhousie', 'लॉर्ड डलहौज़ी'],
    ],
    [
      'Under the Charter Act of 1833 the Governor-General of Bengal became Governor-General of India; Lord William Bentinck was the first.',
      '1833 के चार्टर एक्ट से बंगाल का गवर्नर-जनरल भारत का गवर्नर-जनरल बना; लॉर्ड विलियम बेंटिक पहले थे।',
    ],
    'HARD',
  ),
  fact(
    ['Who was the first Viceroy of India?', 'भारत का पहला वायसराय कौन था?'],
    ['Lord Canning', 'लॉर्ड कैनिंग'],
    [
      ['Lord Dalhousie', 'लॉर्ड डलहौज़ी'],
      ['Lord Curzon', 'लॉर्ड कर्ज़न'],
      ['Lord Ripon', 'लॉर्ड रिपन'],
    ],
    [
      'After the Government of India Act, 1858, Lord Canning became the first Viceroy.',
      'भारत सरकार अधिनियम, 1858 के बाद लॉर्ड कैनिंग पहले वायसराय बने।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which Viceroy announced the Partition of Bengal in 1905?',
      '1905 में बंगाल विभाजन की घोषणा किस वायसराय ने की?',
    ],
    ['Lord Curzon', 'लॉर्ड कर्ज़न'],
    [
      ['Lord Minto', 'लॉर्ड मिंटो'],
      ['Lord Ripon', 'लॉर्ड रिपन'],
      ['Lord Lytton', 'लॉर्ड लिटन'],
    ],
    [
      'Lord Curzon partitioned Bengal in 1905; it was annulled in 1911.',
      'लॉर्ड कर्ज़न ने 1905 में बंगाल का विभाजन किया; 1911 में इसे रद्द किया गया।',
    ],
    'EASY',
  ),
  fact(
    [
      'Who gave the slogan "Do or Die" during the Quit India Movement?',
      'भारत छोड़ो आंदोलन के दौरान "करो या मरो" का नारा किसने दिया?',
    ],
    ['Mahatma Gandhi', 'महात्मा गांधी'],
    [
      ['Subhas Chandra Bose', 'सुभाष चंद्र बोस'],
      ['Bal Gangadhar Tilak', 'बाल गंगाधर तिलक'],
      ['Bhagat Singh', 'भगत सिंह'],
    ],
    ['Gandhi gave the call "Do or Die" in August 1942.', 'गांधीजी ने अगस्त 1942 में "करो या मरो" का आह्वान किया।'],
    'EASY',
  ),
  fact(
    [
      'Who gave the slogan "Swaraj is my birthright and I shall have it"?',
      '"स्वराज मेरा जन्मसिद्ध अधिकार है और मैं इसे लेकर रहूँगा" का नारा किसने दिया?',
    ],
    ['Bal Gangadhar Tilak', 'बाल गंगाधर तिलक'],
    [
      ['Lala Lajpat Rai', 'लाला लाजपत राय'],
      ['Mahatma Gandhi', 'महात्मा गांधी'],
      ['Gopal Krishna Gokhale', 'गोपाल कृष्ण गोखले'],
    ],
    ['The slogan is associated with Bal Gangadhar Tilak.', 'यह नारा बाल गंगाधर तिलक से जुड़ा है।'],
    'EASY',
  ),
  fact(
    [
      'Who gave the slogan "Give me blood, and I will give you freedom"?',
      '"तुम मुझे ख़ून दो, मैं तुम्हें आज़ादी दूँगा" का नारा किसने दिया?',
    ],
    ['Subhas Chandra Bose', 'सुभाष चंद्र बोस'],
    [
      ['Bhagat Singh', 'भगत सिंह'],
      ['Chandra Shekhar Azad', 'चंद्रशेखर आज़ाद'],
      ['Bal Gangadhar Tilak', 'बाल गंगाधर तिलक'],
    ],
    [
      'Subhas Chandra Bose gave this call to the Indian National Army.',
      'सुभाष चंद्र बोस ने आज़ाद हिंद फ़ौज को यह आह्वान दिया।',
    ],
    'EASY',
  ),
  fact(
    ['Who is known as the "Iron Man of India"?', '"भारत के लौह पुरुष" के रूप में किसे जाना जाता है?'],
    ['Vallabhbhai Patel', 'वल्लभभाई पटेल'],
    [
      ['Lal Bahadur Shastri', 'लाल बहादुर शास्त्री'],
      ['Bal Gangadhar Tilak', 'बाल गंगाधर तिलक'],
      ['Lala Lajpat Rai', 'लाला लाजपत राय'],
    ],
    [
      'Sardar Vallabhbhai Patel, who integrated the princely states, is called the Iron Man of India.',
      'रियासतों का एकीकरण करने वाले सरदार वल्लभभाई पटेल को भारत का लौह पुरुष कहा जाता है।',
    ],
    'EASY',
  ),
  fact(
    [
      'Who is known as the "Grand Old Man of India"?',
      '"भारत के वयोवृद्ध पुरुष (ग्रैंड ओल्ड मैन)" के रूप में किसे जाना जाता है?',
    ],
    ['Dadabhai Naoroji', 'दादाभाई नौरोजी'],
    [
      ['Gopal Krishna Gokhale', 'गोपाल कृष्ण गोखले'],
      ['Surendranath Banerjee', 'सुरेंद्रनाथ बनर्जी'],
      ['Madan Mohan Malaviya', 'मदन मोहन मालवीय'],
    ],
    [
      'Dadabhai Naoroji, an early Congress leader, is called the Grand Old Man of India.',
      'प्रारंभिक कांग्रेस नेता दादाभाई नौरोजी को ग्रैंड ओल्ड मैन ऑफ़ इंडिया कहा जाता है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Who presided over the first session of the Indian National Congress in 1885?',
      '1885 में भारतीय राष्ट्रीय कांग्रेस के पहले अधिवेशन की अध्यक्षता किसने की?',
    ],
    ['W. C. Bonnerjee', 'डब्ल्यू. सी. बनर्जी'],
    [
      ['A. O. Hume', 'ए. ओ. ह्यूम'],
      ['Dadabhai Naoroji', 'दादाभाई नौरोजी'],
      ['Surendranath Banerjee', 'सुरेंद्रनाथ बनर्जी'],
    ],
    [
      'The first session, held in Bombay in 1885, was presided over by W. C. Bonnerjee.',
      '1885 में बंबई में हुए पहले अधिवेशन की अध्यक्षता डब्ल्यू. सी. बनर्जी ने की।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'The Harappan site of Lothal, known for its dockyard, is in which present-day state?',
      'गोदीबाड़े (डॉकयार्ड) के लिए प्रसिद्ध हड़प्पा स्थल लोथल वर्तमान में किस राज्य में है?',
    ],
    ['Gujarat', 'गुजरात'],
    [
      ['Rajasthan', 'राजस्थान'],
      ['Haryana', 'हरियाणा'],
      ['Punjab', 'पंजाब'],
    ],
    [
      'Lothal lies in Gujarat and had one of the earliest known dockyards.',
      'लोथल गुजरात में है और यहाँ सबसे प्राचीन ज्ञात गोदीबाड़ों में से एक था।',
    ],
    'MEDIUM',
  ),
  fact(
    ['The Great Bath was found at which Harappan site?', 'विशाल स्नानागार किस हड़प्पा स्थल से मिला?'],
    ['Mohenjo-daro', 'मोहनजोदड़ो'],
    [
      ['Harappa', 'हड़प्पा'],
      ['Lothal', 'लोथल'],
      ['Kalibangan', 'कालीबंगा'],
    ],
    [
      'The Great Bath is the best-known structure of Mohenjo-daro.',
      'विशाल स्नानागार मोहनजोदड़ो की सबसे प्रसिद्ध संरचना है।',
    ],
    'EASY',
  ),
  fact(
    ['Gautama Buddha attained enlightenment at:', 'गौतम बुद्ध को ज्ञान की प्राप्ति कहाँ हुई?'],
    ['Bodh Gaya', 'बोधगया'],
    [
      ['Sarnath', 'सारनाथ'],
      ['Lumbini', 'लुंबिनी'],
      ['Kushinagar', 'कुशीनगर'],
    ],
    [
      'Buddha was born at Lumbini, attained enlightenment at Bodh Gaya, gave his first sermon at Sarnath and died at Kushinagar.',
      'बुद्ध का जन्म लुंबिनी में, ज्ञान-प्राप्ति बोधगया में, पहला उपदेश सारनाथ में और महापरिनिर्वाण कुशीनगर में हुआ।',
    ],
    'EASY',
  ),
  fact(
    ['Where did Gautama Buddha deliver his first sermon?', 'गौतम बुद्ध ने अपना पहला उपदेश कहाँ दिया?'],
    ['Sarnath', 'सारनाथ'],
    [
      ['Bodh Gaya', 'बोधगया'],
      ['Lumbini', 'लुंबिनी'],
      ['Vaishali', 'वैशाली'],
    ],
    [
      'The first sermon (Dharmachakra Pravartana) was given at Sarnath near Varanasi.',
      'पहला उपदेश (धर्मचक्र प्रवर्तन) वाराणसी के निकट सारनाथ में दिया गया।',
    ],
    'EASY',
  ),
  fact(
    ['Who was the 24th and last Tirthankara of Jainism?', 'जैन धर्म के 24वें और अंतिम तीर्थंकर कौन थे?'],
    ['Mahavira', 'महावीर'],
    [
      ['Rishabhanatha', 'ऋषभनाथ'],
      ['Parshvanatha', 'पार्श्वनाथ'],
      ['Neminatha', 'नेमिनाथ'],
    ],
    [
      'Vardhamana Mahavira was the 24th Tirthankara; Parshvanatha was the 23rd and Rishabhanatha the first.',
      'वर्धमान महावीर 24वें तीर्थंकर थे; पार्श्वनाथ 23वें और ऋषभनाथ पहले तीर्थंकर थे।',
    ],
    'EASY',
  ),
  fact(
    [
      'Which Mauryan emperor embraced Buddhism after the Kalinga war?',
      'कलिंग युद्ध के बाद किस मौर्य सम्राट ने बौद्ध धर्म अपनाया?',
    ],
    ['Ashoka', 'अशोक'],
    [
      ['Chandragupta Maurya', 'चंद्रगुप्त मौर्य'],
      ['Bindusara', 'बिंदुसार'],
      ['Brihadratha', 'बृहद्रथ'],
    ],
    [
      'The bloodshed of the Kalinga war (c. 261 BCE) led Ashoka to embrace Buddhism.',
      'कलिंग युद्ध (लगभग 261 ई.पू.) के रक्तपात के बाद अशोक ने बौद्ध धर्म अपनाया।',
    ],
    'EASY',
  ),
  fact(
    [
      'Who was the founder of the Gupta era (320 CE) and the first great Gupta ruler?',
      'गुप्त संवत (320 ई.) के प्रवर्तक और पहले महान गुप्त शासक कौन थे?',
    ],
    ['Chandragupta I', 'चंद्रगुप्त प्रथम'],
    [
      ['Samudragupta', 'समुद्रगुप्त'],
      ['Chandragupta II', 'चंद्रगुप्त द्वितीय'],
      ['Skandagupta', 'स्कंदगुप्त'],
    ],
    ['Chandragupta I started the Gupta era in 320 CE.', 'चंद्रगुप्त प्रथम ने 320 ई. में गुप्त संवत आरंभ किया।'],
    'HARD',
  ),
  fact(
    ['Which Gupta ruler is called the "Napoleon of India"?', 'किस गुप्त शासक को "भारत का नेपोलियन" कहा जाता है?'],
    ['Samudragupta', 'समुद्रगुप्त'],
    [
      ['Chandragupta I', 'चंद्रगुप्त प्रथम'],
      ['Skandagupta', 'स्कंदगुप्त'],
      ['Kumaragupta I', 'कुमारगुप्त प्रथम'],
    ],
    [
      'Historian V. A. Smith called Samudragupta the Napoleon of India for his conquests.',
      'इतिहासकार वी. ए. स्मिथ ने विजयों के कारण समुद्रगुप्त को भारत का नेपोलियन कहा।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which Sultan of Delhi shifted his capital from Delhi to Daulatabad?',
      'दिल्ली के किस सुल्तान ने अपनी राजधानी दिल्ली से दौलताबाद स्थानांतरित की?',
    ],
    ['Muhammad bin Tughlaq', 'मुहम्मद बिन तुग़लक़'],
    [
      ['Alauddin Khalji', 'अलाउद्दीन ख़िलजी'],
      ['Firoz Shah Tughlaq', 'फ़िरोज़ शाह तुग़लक़'],
      ['Iltutmish', 'इल्तुतमिश'],
    ],
    [
      'Muhammad bin Tughlaq moved the capital to Daulatabad (Devagiri) in 1327.',
      'मुहम्मद बिन तुग़लक़ ने 1327 में राजधानी दौलताबाद (देवगिरि) स्थानांतरित की।',
    ],
    'MEDIUM',
  ),
  fact(
    ['Which Mughal emperor started the Din-i-Ilahi?', 'किस मुग़ल सम्राट ने दीन-ए-इलाही आरंभ किया?'],
    ['Akbar', 'अकबर'],
    [
      ['Jahangir', 'जहाँगीर'],
      ['Shah Jahan', 'शाहजहाँ'],
      ['Humayun', 'हुमायूँ'],
    ],
    ['Akbar started the Din-i-Ilahi in 1582.', 'अकबर ने 1582 में दीन-ए-इलाही आरंभ किया।'],
    'EASY',
  ),
];
