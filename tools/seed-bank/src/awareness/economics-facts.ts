import { type Fact, fact } from './ga-draft';

/** Basic economic concepts and international institutions. */
export const ECONOMICS_FACTS: Fact[] = [
  fact(
    ['Which of the following is a direct tax?', 'निम्नलिखित में से कौन-सा प्रत्यक्ष कर है?'],
    ['Income tax', 'आयकर'],
    [
      ['Goods and Services Tax', 'वस्तु एवं सेवा कर'],
      ['Customs duty', 'सीमा शुल्क'],
      ['Excise duty', 'उत्पाद शुल्क'],
    ],
    [
      'A direct tax is paid by the person on whom it is levied, such as income tax; GST, customs and excise are indirect taxes.',
      'प्रत्यक्ष कर वही चुकाता है जिस पर वह लगाया जाता है, जैसे आयकर; GST, सीमा शुल्क और उत्पाद शुल्क अप्रत्यक्ष कर हैं।',
    ],
    'EASY',
  ),
  fact(
    [
      'A sustained rise in the general level of prices is called:',
      'सामान्य कीमत-स्तर में निरंतर वृद्धि को क्या कहते हैं?',
    ],
    ['Inflation', 'मुद्रास्फीति'],
    [
      ['Deflation', 'अपस्फीति'],
      ['Recession', 'मंदी'],
      ['Devaluation', 'अवमूल्यन'],
    ],
    [
      'Inflation is a sustained rise in the general price level; deflation is a fall.',
      'मुद्रास्फीति कीमत-स्तर में निरंतर वृद्धि है; अपस्फीति उसमें गिरावट।',
    ],
    'EASY',
  ),
  fact(
    [
      'A situation of high inflation combined with stagnant growth and high unemployment is called:',
      'ऊँची मुद्रास्फीति के साथ स्थिर वृद्धि और ऊँची बेरोज़गारी की स्थिति को क्या कहते हैं?',
    ],
    ['Stagflation', 'मुद्रास्फीतिजनित मंदी (स्टैगफ़्लेशन)'],
    [
      ['Deflation', 'अपस्फीति'],
      ['Disinflation', 'अवस्फीति'],
      ['Reflation', 'पुनःस्फीति'],
    ],
    ['Stagflation = stagnation + inflation.', 'स्टैगफ़्लेशन = गतिहीनता + मुद्रास्फीति।'],
    'MEDIUM',
  ),
  fact(
    ['The Gini coefficient is a measure of:', 'गिनी गुणांक किसका माप है?'],
    ['Income inequality', 'आय असमानता'],
    [
      ['Inflation', 'मुद्रास्फीति'],
      ['Unemployment', 'बेरोज़गारी'],
      ['Literacy', 'साक्षरता'],
    ],
    [
      'The Gini coefficient ranges from 0 (perfect equality) to 1 (perfect inequality).',
      'गिनी गुणांक 0 (पूर्ण समानता) से 1 (पूर्ण असमानता) तक होता है।',
    ],
    'MEDIUM',
  ),
  fact(
    ['The Laffer curve shows the relationship between:', 'लैफ़र वक्र किनके बीच संबंध दर्शाता है?'],
    ['tax rates and tax revenue', 'कर दरें और कर राजस्व'],
    [
      ['inflation and unemployment', 'मुद्रास्फीति और बेरोज़गारी'],
      ['income and consumption', 'आय और उपभोग'],
      ['price and demand', 'कीमत और माँग'],
    ],
    [
      'The Laffer curve relates tax rates to tax revenue; the Phillips curve relates inflation to unemployment.',
      'लैफ़र वक्र कर दरों को कर राजस्व से जोड़ता है; फ़िलिप्स वक्र मुद्रास्फीति को बेरोज़गारी से।',
    ],
    'HARD',
  ),
  fact(
    ['The Phillips curve shows the relationship between:', 'फ़िलिप्स वक्र किनके बीच संबंध दर्शाता है?'],
    ['inflation and unemployment', 'मुद्रास्फीति और बेरोज़गारी'],
    [
      ['tax rates and tax revenue', 'कर दरें और कर राजस्व'],
      ['savings and investment', 'बचत और निवेश'],
      ['exports and imports', 'निर्यात और आयात'],
    ],
    [
      'The Phillips curve shows an inverse relation between inflation and unemployment in the short run.',
      'फ़िलिप्स वक्र अल्पकाल में मुद्रास्फीति और बेरोज़गारी के बीच विपरीत संबंध दर्शाता है।',
    ],
    'HARD',
  ),
  fact(
    [
      'Agriculture, fishing and mining belong to which sector of the economy?',
      'कृषि, मत्स्य पालन और खनन अर्थव्यवस्था के किस क्षेत्रक में आते हैं?',
    ],
    ['Primary sector', 'प्राथमिक क्षेत्रक'],
    [
      ['Secondary sector', 'द्वितीयक क्षेत्रक'],
      ['Tertiary sector', 'तृतीयक क्षेत्रक'],
      ['Quaternary sector', 'चतुर्थक क्षेत्रक'],
    ],
    [
      'Activities that use natural resources directly form the primary sector; manufacturing is secondary and services tertiary.',
      'प्राकृतिक संसाधनों का सीधा उपयोग करने वाली गतिविधियाँ प्राथमिक क्षेत्रक हैं; विनिर्माण द्वितीयक और सेवाएँ तृतीयक।',
    ],
    'EASY',
  ),
  fact(
    ['Where is the headquarters of the World Trade Organization?', 'विश्व व्यापार संगठन का मुख्यालय कहाँ है?'],
    ['Geneva', 'जिनेवा'],
    [
      ['Washington, D.C.', 'वाशिंगटन, डी.सी.'],
      ['New York', 'न्यूयॉर्क'],
      ['Paris', 'पेरिस'],
    ],
    ['The WTO, set up in 1995, is headquartered in Geneva.', '1995 में स्थापित WTO का मुख्यालय जिनेवा में है।'],
    'EASY',
  ),
  fact(
    ['The World Trade Organization came into existence in:', 'विश्व व्यापार संगठन किस वर्ष अस्तित्व में आया?'],
    ['1995', '1995'],
    [
      ['1947', '1947'],
      ['1991', '1991'],
      ['2001', '2001'],
    ],
    ['The WTO replaced GATT on 1 January 1995.', 'WTO ने 1 जनवरी 1995 को GATT का स्थान लिया।'],
    'MEDIUM',
  ),
  fact(
    [
      'Where are the headquarters of the International Monetary Fund and the World Bank?',
      'अंतरराष्ट्रीय मुद्रा कोष और विश्व बैंक के मुख्यालय कहाँ हैं?',
    ],
    ['Washington, D.C.', 'वाशिंगटन, डी.सी.'],
    [
      ['New York', 'न्यूयॉर्क'],
      ['Geneva', 'जिनेवा'],
      ['London', 'लंदन'],
    ],
    [
      'Both Bretton Woods institutions are headquartered in Washington, D.C.',
      'दोनों ब्रेटन वुड्स संस्थाओं के मुख्यालय वाशिंगटन, डी.सी. में हैं।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Gross Domestic Product (GDP) is the market value of all final goods and services produced:',
      'सकल घरेलू उत्पाद (GDP) किसके द्वारा उत्पादित सभी अंतिम वस्तुओं और सेवाओं का बाज़ार मूल्य है?',
    ],
    ['within the domestic territory of a country in a year', 'एक वर्ष में देश की घरेलू सीमा के भीतर'],
    [
      [
        'by the citizens of a country anywhere in the world in a year',
        'एक वर्ष में विश्व में कहीं भी देश के नागरिकों द्वारा',
      ],
      ['by the government sector only in a year', 'एक वर्ष में केवल सरकारी क्षेत्र द्वारा'],
      ['by exporters of a country in a year', 'एक वर्ष में देश के निर्यातकों द्वारा'],
    ],
    [
      'GDP counts production within the country’s borders; GNP (GNI) counts production by its residents anywhere.',
      'GDP देश की सीमाओं के भीतर का उत्पादन गिनता है; GNP (GNI) निवासियों का कहीं भी किया गया उत्पादन।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'According to the law of demand, other things remaining the same, when the price of a good rises, its quantity demanded:',
      'माँग के नियम के अनुसार, अन्य बातें समान रहने पर, किसी वस्तु की कीमत बढ़ने पर उसकी माँगी गई मात्रा:',
    ],
    ['falls', 'घटती है'],
    [
      ['rises', 'बढ़ती है'],
      ['remains unchanged', 'अपरिवर्तित रहती है'],
      ['first rises, then falls', 'पहले बढ़ती है, फिर घटती है'],
    ],
    [
      'Price and quantity demanded move in opposite directions.',
      'कीमत और माँगी गई मात्रा विपरीत दिशाओं में चलती हैं।',
    ],
    'EASY',
  ),
  fact(
    [
      'An economy in which both the public and private sectors coexist is called a:',
      'जिस अर्थव्यवस्था में सार्वजनिक और निजी दोनों क्षेत्र साथ-साथ हों, उसे क्या कहते हैं?',
    ],
    ['Mixed economy', 'मिश्रित अर्थव्यवस्था'],
    [
      ['Capitalist economy', 'पूँजीवादी अर्थव्यवस्था'],
      ['Socialist economy', 'समाजवादी अर्थव्यवस्था'],
      ['Closed economy', 'बंद अर्थव्यवस्था'],
    ],
    ['India adopted a mixed economy after independence.', 'स्वतंत्रता के बाद भारत ने मिश्रित अर्थव्यवस्था अपनाई।'],
    'EASY',
  ),
];
