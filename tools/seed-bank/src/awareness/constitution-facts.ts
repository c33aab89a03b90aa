import { type Fact, fact } from './ga-draft';

/** Making of the Constitution, its sources and landmark amendments. */
export const CONSTITUTION_FACTS: Fact[] = [
  fact(
    [
      'On which date was the Constitution of India adopted by the Constituent Assembly?',
      'संविधान सभा द्वारा भारत का संविधान किस तिथि को अंगीकृत किया गया?',
    ],
    ['26 November 1949', '26 नवंबर 1949'],
    [
      ['26 January 1950', '26 जनवरी 1950'],
      ['15 August 1947', '15 अगस्त 1947'],
      ['9 December 1946', '9 दिसंबर 1946'],
    ],
    [
      'The Constitution was adopted on 26 November 1949 (now observed as Constitution Day) and came into force on 26 January 1950.',
      'संविधान 26 नवंबर 1949 को अंगीकृत हुआ (इसी दिन संविधान दिवस मनाया जाता है) और 26 जनवरी 1950 को लागू हुआ।',
    ],
    'EASY',
  ),
  fact(
    ['On which date did the Constitution of India come into force?', 'भारत का संविधान किस तिथि को लागू हुआ?'],
    ['26 January 1950', '26 जनवरी 1950'],
    [
      ['26 November 1949', '26 नवंबर 1949'],
      ['15 August 1947', '15 अगस्त 1947'],
      ['26 January 1947', '26 जनवरी 1947'],
    ],
    [
      'The Constitution came into force on 26 January 1950, celebrated as Republic Day.',
      'संविधान 26 जनवरी 1950 को लागू हुआ, जिसे गणतंत्र दिवस के रूप में मनाया जाता है।',
    ],
    'EASY',
  ),
  fact(
    [
      'Who was the Chairman of the Drafting Committee of the Constituent Assembly?',
      'संविधान सभा की प्रारूप समिति के अध्यक्ष कौन थे?',
    ],
    ['B. R. Ambedkar', 'बी. आर. आंबेडकर'],
    [
      ['Rajendra Prasad', 'राजेंद्र प्रसाद'],
      ['Jawaharlal Nehru', 'जवाहरलाल नेहरू'],
      ['Vallabhbhai Patel', 'वल्लभभाई पटेल'],
    ],
    ['Dr B. R. Ambedkar chaired the Drafting Committee.', 'डॉ. बी. आर. आंबेडकर प्रारूप समिति के अध्यक्ष थे।'],
    'EASY',
  ),
  fact(
    [
      'Who was the permanent President of the Constituent Assembly of India?',
      'भारत की संविधान सभा के स्थायी अध्यक्ष कौन थे?',
    ],
    ['Rajendra Prasad', 'राजेंद्र प्रसाद'],
    [
      ['B. R. Ambedkar', 'बी. आर. आंबेडकर'],
      ['Sachchidananda Sinha', 'सच्चिदानंद सिन्हा'],
      ['Jawaharlal Nehru', 'जवाहरलाल नेहरू'],
    ],
    [
      'Dr Rajendra Prasad was elected its permanent President; Sachchidananda Sinha was the temporary President at the first sitting.',
      'डॉ. राजेंद्र प्रसाद स्थायी अध्यक्ष चुने गए; पहली बैठक में सच्चिदानंद सिन्हा अस्थायी अध्यक्ष थे।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'When did the Constituent Assembly of India hold its first meeting?',
      'भारत की संविधान सभा की पहली बैठक कब हुई?',
    ],
    ['9 December 1946', '9 दिसंबर 1946'],
    [
      ['26 November 1949', '26 नवंबर 1949'],
      ['15 August 1947', '15 अगस्त 1947'],
      ['26 January 1946', '26 जनवरी 1946'],
    ],
    ['The Constituent Assembly first met on 9 December 1946.', 'संविधान सभा की पहली बैठक 9 दिसंबर 1946 को हुई।'],
    'MEDIUM',
  ),
  fact(
    [
      'How many Fundamental Duties are listed in Article 51A of the Constitution?',
      'संविधान के अनुच्छेद 51A में कितने मौलिक कर्तव्य सूचीबद्ध हैं?',
    ],
    ['11', '11'],
    [
      ['10', '10'],
      ['12', '12'],
      ['9', '9'],
    ],
    [
      'Ten duties were added by the 42nd Amendment (1976) and the eleventh by the 86th Amendment (2002).',
      '42वें संशोधन (1976) से दस कर्तव्य जोड़े गए और 86वें संशोधन (2002) से ग्यारहवाँ।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Fundamental Duties were added to the Constitution by which amendment?',
      'मौलिक कर्तव्य किस संशोधन द्वारा संविधान में जोड़े गए?',
    ],
    ['42nd Amendment', '42वाँ संशोधन'],
    [
      ['44th Amendment', '44वाँ संशोधन'],
      ['52nd Amendment', '52वाँ संशोधन'],
      ['73rd Amendment', '73वाँ संशोधन'],
    ],
    [
      'The 42nd Amendment Act, 1976 added Part IVA (Fundamental Duties), on the recommendation of the Swaran Singh Committee.',
      '42वें संशोधन अधिनियम, 1976 ने स्वर्ण सिंह समिति की सिफ़ारिश पर भाग IVA (मौलिक कर्तव्य) जोड़ा।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'The idea of Fundamental Duties in the Indian Constitution was borrowed from the constitution of:',
      'भारतीय संविधान में मौलिक कर्तव्यों का विचार किस देश के संविधान से लिया गया?',
    ],
    ['the former USSR', 'पूर्व सोवियत संघ (USSR)'],
    [
      ['the USA', 'संयुक्त राज्य अमेरिका'],
      ['Ireland', 'आयरलैंड'],
      ['Canada', 'कनाडा'],
    ],
    [
      'Fundamental Duties were inspired by the constitution of the former Soviet Union.',
      'मौलिक कर्तव्य पूर्व सोवियत संघ के संविधान से प्रेरित हैं।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'The Directive Principles of State Policy were borrowed from the constitution of:',
      'राज्य के नीति-निदेशक तत्व किस देश के संविधान से लिए गए?',
    ],
    ['Ireland', 'आयरलैंड'],
    [
      ['the USA', 'संयुक्त राज्य अमेरिका'],
      ['the United Kingdom', 'यूनाइटेड किंगडम'],
      ['Australia', 'ऑस्ट्रेलिया'],
    ],
    [
      'The Directive Principles (Part IV) were modelled on the Irish Constitution.',
      'नीति-निदेशक तत्व (भाग IV) आयरलैंड के संविधान पर आधारित हैं।',
    ],
    'EASY',
  ),
  fact(
    [
      'The Fundamental Rights in the Indian Constitution were inspired mainly by the constitution of:',
      'भारतीय संविधान के मौलिक अधिकार मुख्यतः किस देश के संविधान से प्रेरित हैं?',
    ],
    ['the USA', 'संयुक्त राज्य अमेरिका'],
    [
      ['Ireland', 'आयरलैंड'],
      ['Canada', 'कनाडा'],
      ['Japan', 'जापान'],
    ],
    [
      'The Fundamental Rights (Part III) draw on the American Bill of Rights.',
      'मौलिक अधिकार (भाग III) अमेरिकी बिल ऑफ़ राइट्स से प्रेरित हैं।',
    ],
    'EASY',
  ),
  fact(
    [
      'The parliamentary form of government in India is borrowed from:',
      'भारत में संसदीय शासन प्रणाली कहाँ से ली गई है?',
    ],
    ['the United Kingdom', 'यूनाइटेड किंगडम'],
    [
      ['the USA', 'संयुक्त राज्य अमेरिका'],
      ['France', 'फ़्रांस'],
      ['Germany', 'जर्मनी'],
    ],
    [
      'India follows the British (Westminster) model of parliamentary government.',
      'भारत ब्रिटिश (वेस्टमिंस्टर) संसदीय शासन प्रणाली का अनुसरण करता है।',
    ],
    'EASY',
  ),
  fact(
    [
      'Which amendment removed the right to property from the list of Fundamental Rights?',
      'किस संशोधन ने संपत्ति के अधिकार को मौलिक अधिकारों की सूची से हटाया?',
    ],
    ['44th Amendment', '44वाँ संशोधन'],
    [
      ['42nd Amendment', '42वाँ संशोधन'],
      ['61st Amendment', '61वाँ संशोधन'],
      ['24th Amendment', '24वाँ संशोधन'],
    ],
    [
      'The 44th Amendment Act, 1978 made property a constitutional right under Article 300A.',
      '44वें संशोधन अधिनियम, 1978 ने संपत्ति को अनुच्छेद 300A के अंतर्गत संवैधानिक अधिकार बना दिया।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'The voting age in India was lowered from 21 to 18 years by which amendment?',
      'भारत में मतदान की आयु 21 से घटाकर 18 वर्ष किस संशोधन द्वारा की गई?',
    ],
    ['61st Amendment', '61वाँ संशोधन'],
    [
      ['42nd Amendment', '42वाँ संशोधन'],
      ['52nd Amendment', '52वाँ संशोधन'],
      ['73rd Amendment', '73वाँ संशोधन'],
    ],
    [
      'The 61st Amendment Act, 1988 lowered the voting age to 18.',
      '61वें संशोधन अधिनियम, 1988 ने मतदान की आयु 18 वर्ष की।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which amendment gave constitutional status to Panchayati Raj institutions?',
      'किस संशोधन ने पंचायती राज संस्थाओं को संवैधानिक दर्जा दिया?',
    ],
    ['73rd Amendment', '73वाँ संशोधन'],
    [
      ['74th Amendment', '74वाँ संशोधन'],
      ['42nd Amendment', '42वाँ संशोधन'],
      ['86th Amendment', '86वाँ संशोधन'],
    ],
    [
      'The 73rd Amendment Act, 1992 added Part IX on Panchayats; the 74th dealt with municipalities.',
      '73वें संशोधन अधिनियम, 1992 ने पंचायतों पर भाग IX जोड़ा; 74वाँ संशोधन नगरपालिकाओं से संबंधित है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which amendment gave constitutional status to urban local bodies (municipalities)?',
      'किस संशोधन ने शहरी स्थानीय निकायों (नगरपालिकाओं) को संवैधानिक दर्जा दिया?',
    ],
    ['74th Amendment', '74वाँ संशोधन'],
    [
      ['73rd Amendment', '73वाँ संशोधन'],
      ['61st Amendment', '61वाँ संशोधन'],
      ['101st Amendment', '101वाँ संशोधन'],
    ],
    [
      'The 74th Amendment Act, 1992 added Part IXA on municipalities.',
      '74वें संशोधन अधिनियम, 1992 ने नगरपालिकाओं पर भाग IXA जोड़ा।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'The Goods and Services Tax (GST) was introduced through which constitutional amendment?',
      'वस्तु एवं सेवा कर (GST) किस संविधान संशोधन द्वारा लाया गया?',
    ],
    ['101st Amendment', '101वाँ संशोधन'],
    [
      ['100th Amendment', '100वाँ संशोधन'],
      ['99th Amendment', '99वाँ संशोधन'],
      ['86th Amendment', '86वाँ संशोधन'],
    ],
    [
      'The Constitution (101st Amendment) Act, 2016 enabled GST.',
      'संविधान (101वाँ संशोधन) अधिनियम, 2016 से GST लागू करने का मार्ग बना।',
    ],
    'HARD',
  ),
  fact(
    [
      'The provisions on anti-defection are contained in which Schedule of the Constitution?',
      'दल-बदल विरोधी प्रावधान संविधान की किस अनुसूची में हैं?',
    ],
    ['Tenth Schedule', 'दसवीं अनुसूची'],
    [
      ['Eighth Schedule', 'आठवीं अनुसूची'],
      ['Ninth Schedule', 'नौवीं अनुसूची'],
      ['Seventh Schedule', 'सातवीं अनुसूची'],
    ],
    [
      'The Tenth Schedule was added by the 52nd Amendment Act, 1985.',
      'दसवीं अनुसूची 52वें संशोधन अधिनियम, 1985 द्वारा जोड़ी गई।',
    ],
    'MEDIUM',
  ),
];
