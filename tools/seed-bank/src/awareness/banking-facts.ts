import { type Fact, fact } from './ga-draft';

/** Banking, institutions and economic milestones of India. */
export const BANKING_FACTS: Fact[] = [
  fact(
    ['In which year was the Reserve Bank of India established?', 'भारतीय रिज़र्व बैंक की स्थापना किस वर्ष हुई?'],
    ['1935', '1935'],
    [
      ['1947', '1947'],
      ['1949', '1949'],
      ['1921', '1921'],
    ],
    [
      'The RBI was set up on 1 April 1935 under the RBI Act, 1934, and nationalised in 1949.',
      'RBI की स्थापना RBI अधिनियम, 1934 के अंतर्गत 1 अप्रैल 1935 को हुई और 1949 में इसका राष्ट्रीयकरण हुआ।',
    ],
    'EASY',
  ),
  fact(
    [
      'In which year was the Reserve Bank of India nationalised?',
      'भारतीय रिज़र्व बैंक का राष्ट्रीयकरण किस वर्ष हुआ?',
    ],
    ['1949', '1949'],
    [
      ['1935', '1935'],
      ['1955', '1955'],
      ['1969', '1969'],
    ],
    ['The RBI was nationalised on 1 January 1949.', 'RBI का राष्ट्रीयकरण 1 जनवरी 1949 को हुआ।'],
    'MEDIUM',
  ),
  fact(
    ['Where is the central office of the Reserve Bank of India?', 'भारतीय रिज़र्व बैंक का केंद्रीय कार्यालय कहाँ है?'],
    ['Mumbai', 'मुंबई'],
    [
      ['New Delhi', 'नई दिल्ली'],
      ['Kolkata', 'कोलकाता'],
      ['Chennai', 'चेन्नई'],
    ],
    [
      'The RBI’s central office moved from Kolkata to Mumbai in 1937.',
      'RBI का केंद्रीय कार्यालय 1937 में कोलकाता से मुंबई स्थानांतरित हुआ।',
    ],
    'EASY',
  ),
  fact(
    [
      'In 1969, how many major commercial banks were nationalised in India?',
      '1969 में भारत में कितने प्रमुख वाणिज्यिक बैंकों का राष्ट्रीयकरण हुआ?',
    ],
    ['14', '14'],
    [
      ['6', '6'],
      ['20', '20'],
      ['10', '10'],
    ],
    [
      'Fourteen major banks were nationalised in July 1969; six more followed in 1980.',
      'जुलाई 1969 में चौदह प्रमुख बैंकों का राष्ट्रीयकरण हुआ; 1980 में छह और बैंकों का।',
    ],
    'MEDIUM',
  ),
  fact(
    ['Which body replaced the Planning Commission of India?', 'भारत के योजना आयोग का स्थान किस संस्था ने लिया?'],
    ['NITI Aayog', 'नीति आयोग'],
    [
      ['Finance Commission', 'वित्त आयोग'],
      ['National Development Council', 'राष्ट्रीय विकास परिषद'],
      ['Reserve Bank of India', 'भारतीय रिज़र्व बैंक'],
    ],
    [
      'NITI Aayog replaced the Planning Commission on 1 January 2015.',
      'नीति आयोग ने 1 जनवरी 2015 को योजना आयोग का स्थान लिया।',
    ],
    'EASY',
  ),
  fact(
    [
      'On which date was the Goods and Services Tax (GST) rolled out in India?',
      'भारत में वस्तु एवं सेवा कर (GST) किस तिथि को लागू हुआ?',
    ],
    ['1 July 2017', '1 जुलाई 2017'],
    [
      ['1 April 2017', '1 अप्रैल 2017'],
      ['1 January 2016', '1 जनवरी 2016'],
      ['8 November 2016', '8 नवंबर 2016'],
    ],
    ['GST came into effect from 1 July 2017.', 'GST 1 जुलाई 2017 से लागू हुआ।'],
    'MEDIUM',
  ),
  fact(
    [
      'What was the period of the First Five-Year Plan of India?',
      'भारत की पहली पंचवर्षीय योजना की अवधि क्या थी?',
    ],
    ['1951–1956', '1951–1956'],
    [
      ['1947–1952', '1947–1952'],
      ['1956–1961', '1956–1961'],
      ['1950–1955', '1950–1955'],
    ],
    [
      'The First Plan ran from 1951 to 1956 and focused on agriculture.',
      'पहली योजना 1951 से 1956 तक चली और इसका ध्यान कृषि पर था।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Who is known as the father of the Green Revolution in India?',
      'भारत में हरित क्रांति के जनक के रूप में किसे जाना जाता है?',
    ],
    ['M. S. Swaminathan', 'एम. एस. स्वामीनाथन'],
    [
      ['Verghese Kurien', 'वर्गीज़ कुरियन'],
      ['Norman Borlaug', 'नॉर्मन बोरलॉग'],
      ['C. V. Raman', 'सी. वी. रमन'],
    ],
    [
      'M. S. Swaminathan led the Green Revolution in India; Norman Borlaug is called the father of the Green Revolution worldwide.',
      'एम. एस. स्वामीनाथन ने भारत में हरित क्रांति का नेतृत्व किया; नॉर्मन बोरलॉग विश्व स्तर पर हरित क्रांति के जनक कहे जाते हैं।',
    ],
    'EASY',
  ),
  fact(
    ['Operation Flood (the White Revolution) is associated with:', 'ऑपरेशन फ़्लड (श्वेत क्रांति) किससे संबंधित है?'],
    ['Verghese Kurien', 'वर्गीज़ कुरियन'],
    [
      ['M. S. Swaminathan', 'एम. एस. स्वामीनाथन'],
      ['Sam Pitroda', 'सैम पित्रोदा'],
      ['Homi J. Bhabha', 'होमी जे. भाभा'],
    ],
    [
      'Verghese Kurien led Operation Flood, which made India the largest milk producer.',
      'वर्गीज़ कुरियन ने ऑपरेशन फ़्लड का नेतृत्व किया, जिससे भारत सबसे बड़ा दुग्ध उत्पादक बना।',
    ],
    'EASY',
  ),
  fact(
    ['The one-rupee note in India is issued by:', 'भारत में एक रुपये का नोट कौन जारी करता है?'],
    ['the Ministry of Finance, Government of India', 'वित्त मंत्रालय, भारत सरकार'],
    [
      ['the Reserve Bank of India', 'भारतीय रिज़र्व बैंक'],
      ['the State Bank of India', 'भारतीय स्टेट बैंक'],
      ['the Security Printing and Minting Corporation', 'सिक्योरिटी प्रिंटिंग एंड मिंटिंग कॉर्पोरेशन'],
    ],
    [
      'One-rupee notes are issued by the Government (Ministry of Finance) and bear the Finance Secretary’s signature; other notes are issued by the RBI.',
      'एक रुपये का नोट सरकार (वित्त मंत्रालय) जारी करती है और उस पर वित्त सचिव के हस्ताक्षर होते हैं; अन्य नोट RBI जारी करता है।',
    ],
    'HARD',
  ),
  fact(
    ['The repo rate is the rate at which:', 'रेपो दर वह दर है जिस पर:'],
    ['the RBI lends short-term funds to commercial banks', 'RBI वाणिज्यिक बैंकों को अल्पकालिक ऋण देता है'],
    [
      ['commercial banks lend to the RBI', 'वाणिज्यिक बैंक RBI को ऋण देते हैं'],
      ['banks lend to their best customers', 'बैंक अपने सर्वश्रेष्ठ ग्राहकों को ऋण देते हैं'],
      ['the Government borrows from the public', 'सरकार जनता से उधार लेती है'],
    ],
    [
      'Under repo the RBI lends to banks against government securities; under reverse repo it borrows from them.',
      'रेपो के अंतर्गत RBI सरकारी प्रतिभूतियों के बदले बैंकों को ऋण देता है; रिवर्स रेपो में उनसे उधार लेता है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'The Cash Reserve Ratio (CRR) is the share of deposits that banks must keep:',
      'नकद आरक्षित अनुपात (CRR) जमाराशियों का वह भाग है जिसे बैंकों को रखना होता है:',
    ],
    ['as cash balance with the RBI', 'RBI के पास नकद शेष के रूप में'],
    [
      ['as gold with themselves', 'अपने पास सोने के रूप में'],
      ['invested in shares', 'शेयरों में निवेश के रूप में'],
      ['as loans to farmers', 'किसानों को ऋण के रूप में'],
    ],
    [
      'CRR is kept with the RBI as cash; SLR is kept by banks themselves in liquid assets such as cash, gold and approved securities.',
      'CRR, RBI के पास नकद के रूप में रखा जाता है; SLR बैंक स्वयं नकद, सोना और अनुमोदित प्रतिभूतियों जैसी तरल परिसंपत्तियों में रखते हैं।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which body regulates the securities (capital) market in India?',
      'भारत में प्रतिभूति (पूँजी) बाज़ार का नियामक कौन है?',
    ],
    ['SEBI', 'सेबी (SEBI)'],
    [
      ['RBI', 'RBI'],
      ['IRDAI', 'IRDAI'],
      ['NABARD', 'नाबार्ड'],
    ],
    [
      'The Securities and Exchange Board of India became a statutory body under the SEBI Act, 1992.',
      'भारतीय प्रतिभूति और विनिमय बोर्ड SEBI अधिनियम, 1992 के अंतर्गत वैधानिक निकाय बना।',
    ],
    'EASY',
  ),
  fact(
    ['NABARD was established in which year?', 'नाबार्ड की स्थापना किस वर्ष हुई?'],
    ['1982', '1982'],
    [
      ['1969', '1969'],
      ['1975', '1975'],
      ['1992', '1992'],
    ],
    [
      'The National Bank for Agriculture and Rural Development was set up on 12 July 1982.',
      'राष्ट्रीय कृषि और ग्रामीण विकास बैंक की स्थापना 12 जुलाई 1982 को हुई।',
    ],
    'MEDIUM',
  ),
];
