import { type Fact, fact } from './ga-draft';

/** India: States, coasts, rivers, lakes and time. */
export const INDIA_GEOGRAPHY_FACTS: Fact[] = [
  fact(
    ['Which is the largest State of India by area?', 'क्षेत्रफल की दृष्टि से भारत का सबसे बड़ा राज्य कौन-सा है?'],
    ['Rajasthan', 'राजस्थान'],
    [
      ['Madhya Pradesh', 'मध्य प्रदेश'],
      ['Maharashtra', 'महाराष्ट्र'],
      ['Uttar Pradesh', 'उत्तर प्रदेश'],
    ],
    [
      'Rajasthan is the largest State by area, followed by Madhya Pradesh and Maharashtra.',
      'क्षेत्रफल में राजस्थान सबसे बड़ा राज्य है; उसके बाद मध्य प्रदेश और महाराष्ट्र आते हैं।',
    ],
    'EASY',
  ),
  fact(
    ['Which is the smallest State of India by area?', 'क्षेत्रफल की दृष्टि से भारत का सबसे छोटा राज्य कौन-सा है?'],
    ['Goa', 'गोवा'],
    [
      ['Sikkim', 'सिक्किम'],
      ['Tripura', 'त्रिपुरा'],
      ['Nagaland', 'नागालैंड'],
    ],
    [
      'Goa is the smallest State by area; Sikkim is the second smallest.',
      'क्षेत्रफल में गोवा सबसे छोटा राज्य है; सिक्किम दूसरे स्थान पर है।',
    ],
    'EASY',
  ),
  fact(
    ['Which State of India has the longest coastline?', 'भारत के किस राज्य की तटरेखा सबसे लंबी है?'],
    ['Gujarat', 'गुजरात'],
    [
      ['Andhra Pradesh', 'आंध्र प्रदेश'],
      ['Tamil Nadu', 'तमिलनाडु'],
      ['Maharashtra', 'महाराष्ट्र'],
    ],
    ['Gujarat has the longest coastline among Indian States.', 'भारतीय राज्यों में गुजरात की तटरेखा सबसे लंबी है।'],
    'MEDIUM',
  ),
  fact(
    [
      'The Tropic of Cancer does NOT pass through which of these States?',
      'कर्क रेखा इनमें से किस राज्य से होकर नहीं गुज़रती?',
    ],
    ['Odisha', 'ओडिशा'],
    [
      ['Mizoram', 'मिज़ोरम'],
      ['Tripura', 'त्रिपुरा'],
      ['Jharkhand', 'झारखंड'],
    ],
    [
      'The Tropic of Cancer passes through Gujarat, Rajasthan, Madhya Pradesh, Chhattisgarh, Jharkhand, West Bengal, Tripura and Mizoram, but not Odisha.',
      'कर्क रेखा गुजरात, राजस्थान, मध्य प्रदेश, छत्तीसगढ़, झारखंड, पश्चिम बंगाल, त्रिपुरा और मिज़ोरम से गुज़रती है, ओडिशा से नहीं।',
    ],
    'HARD',
  ),
  fact(
    ['The Palk Strait separates India from:', 'पाक जलडमरूमध्य भारत को किससे अलग करता है?'],
    ['Sri Lanka', 'श्रीलंका'],
    [
      ['Maldives', 'मालदीव'],
      ['Myanmar', 'म्यांमार'],
      ['Indonesia', 'इंडोनेशिया'],
    ],
    [
      'The Palk Strait lies between Tamil Nadu and northern Sri Lanka.',
      'पाक जलडमरूमध्य तमिलनाडु और उत्तरी श्रीलंका के बीच है।',
    ],
    'EASY',
  ),
  fact(
    ['The Ten Degree Channel separates:', 'दस डिग्री चैनल किन्हें अलग करता है?'],
    ['the Andaman Islands from the Nicobar Islands', 'अंडमान द्वीपसमूह को निकोबार द्वीपसमूह से'],
    [
      ['India from Sri Lanka', 'भारत को श्रीलंका से'],
      ['Lakshadweep from the Maldives', 'लक्षद्वीप को मालदीव से'],
      ['North Andaman from Middle Andaman', 'उत्तरी अंडमान को मध्य अंडमान से'],
    ],
    [
      'The Ten Degree Channel lies between Little Andaman and Car Nicobar.',
      'दस डिग्री चैनल लिटिल अंडमान और कार निकोबार के बीच है।',
    ],
    'MEDIUM',
  ),
  fact(
    ['What is the southernmost point of India called?', 'भारत का सबसे दक्षिणी बिंदु क्या कहलाता है?'],
    ['Indira Point', 'इंदिरा पॉइंट'],
    [
      ['Kanyakumari', 'कन्याकुमारी'],
      ['Rameswaram', 'रामेश्वरम'],
      ['Port Blair', 'पोर्ट ब्लेयर'],
    ],
    [
      'Indira Point on Great Nicobar is the southernmost point of India; Kanyakumari is the southern tip of the mainland.',
      'ग्रेट निकोबार पर स्थित इंदिरा पॉइंट भारत का सबसे दक्षिणी बिंदु है; कन्याकुमारी मुख्य भूमि का दक्षिणी छोर है।',
    ],
    'MEDIUM',
  ),
  fact(
    ['Indian Standard Time is based on which meridian?', 'भारतीय मानक समय किस देशांतर रेखा पर आधारित है?'],
    ['82.5° E', '82.5° पूर्व'],
    [
      ['80° E', '80° पूर्व'],
      ['75.5° E', '75.5° पूर्व'],
      ['90° E', '90° पूर्व'],
    ],
    [
      'IST is based on the 82.5° E meridian, which passes near Mirzapur; it is 5 hours 30 minutes ahead of GMT.',
      'भारतीय मानक समय 82.5° पूर्व देशांतर पर आधारित है, जो मिर्ज़ापुर के निकट से गुज़रती है; यह GMT से 5 घंटे 30 मिनट आगे है।',
    ],
    'MEDIUM',
  ),
  fact(
    ['Which is the largest freshwater lake in India?', 'भारत की सबसे बड़ी मीठे पानी की झील कौन-सी है?'],
    ['Wular Lake', 'वुलर झील'],
    [
      ['Chilika Lake', 'चिल्का झील'],
      ['Sambhar Lake', 'सांभर झील'],
      ['Dal Lake', 'डल झील'],
    ],
    [
      'Wular Lake in Jammu and Kashmir is the largest freshwater lake; Chilika is a brackish lagoon and Sambhar is salt water.',
      'जम्मू-कश्मीर की वुलर झील सबसे बड़ी मीठे पानी की झील है; चिल्का खारे पानी का लैगून है और सांभर नमकीन झील है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Chilika Lake, the largest brackish-water lagoon in India, is in which State?',
      'भारत का सबसे बड़ा खारे पानी का लैगून चिल्का झील किस राज्य में है?',
    ],
    ['Odisha', 'ओडिशा'],
    [
      ['Andhra Pradesh', 'आंध्र प्रदेश'],
      ['West Bengal', 'पश्चिम बंगाल'],
      ['Tamil Nadu', 'तमिलनाडु'],
    ],
    ['Chilika Lake lies on the Odisha coast.', 'चिल्का झील ओडिशा के तट पर है।'],
    'EASY',
  ),
  fact(
    ['Loktak Lake is located in which State?', 'लोकटक झील किस राज्य में स्थित है?'],
    ['Manipur', 'मणिपुर'],
    [
      ['Mizoram', 'मिज़ोरम'],
      ['Assam', 'असम'],
      ['Meghalaya', 'मेघालय'],
    ],
    [
      'Loktak Lake in Manipur is known for its floating phumdis and Keibul Lamjao National Park.',
      'मणिपुर की लोकटक झील अपने तैरते फुमदी और केइबुल लामजाओ राष्ट्रीय उद्यान के लिए जानी जाती है।',
    ],
    'MEDIUM',
  ),
  fact(
    ['Which river is known as the "Dakshin Ganga"?', 'किस नदी को "दक्षिण गंगा" कहा जाता है?'],
    ['Godavari', 'गोदावरी'],
    [
      ['Kaveri', 'कावेरी'],
      ['Krishna', 'कृष्णा'],
      ['Mahanadi', 'महानदी'],
    ],
    [
      'The Godavari, the longest river of peninsular India, is called the Dakshin Ganga.',
      'प्रायद्वीपीय भारत की सबसे लंबी नदी गोदावरी को दक्षिण गंगा कहा जाता है।',
    ],
    'EASY',
  ),
  fact(
    [
      'Which of these rivers flows westward into the Arabian Sea?',
      'इनमें से कौन-सी नदी पश्चिम की ओर बहकर अरब सागर में गिरती है?',
    ],
    ['Narmada', 'नर्मदा'],
    [
      ['Godavari', 'गोदावरी'],
      ['Krishna', 'कृष्णा'],
      ['Kaveri', 'कावेरी'],
    ],
    [
      'The Narmada and the Tapi flow west into the Arabian Sea; the Godavari, Krishna and Kaveri flow east into the Bay of Bengal.',
      'नर्मदा और तापी पश्चिम की ओर अरब सागर में गिरती हैं; गोदावरी, कृष्णा और कावेरी पूर्व की ओर बंगाल की खाड़ी में।',
    ],
    'MEDIUM',
  ),
  fact(
    ['The Narmada river rises at:', 'नर्मदा नदी का उद्गम कहाँ है?'],
    ['Amarkantak', 'अमरकंटक'],
    [
      ['Trimbakeshwar', 'त्र्यंबकेश्वर'],
      ['Mahabaleshwar', 'महाबलेश्वर'],
      ['Gangotri', 'गंगोत्री'],
    ],
    ['The Narmada rises at Amarkantak in Madhya Pradesh.', 'नर्मदा का उद्गम मध्य प्रदेश के अमरकंटक में है।'],
    'MEDIUM',
  ),
  fact(
    ['The Godavari river rises near:', 'गोदावरी नदी का उद्गम कहाँ के निकट है?'],
    ['Trimbakeshwar', 'त्र्यंबकेश्वर'],
    [
      ['Amarkantak', 'अमरकंटक'],
      ['Mahabaleshwar', 'महाबलेश्वर'],
      ['Talakaveri', 'तलकावेरी'],
    ],
    [
      'The Godavari rises near Trimbakeshwar in Nashik district, Maharashtra.',
      'गोदावरी का उद्गम महाराष्ट्र के नासिक ज़िले में त्र्यंबकेश्वर के निकट है।',
    ],
    'MEDIUM',
  ),
  fact(
    ['The Ganga originates from which glacier?', 'गंगा नदी का उद्गम किस हिमनद से होता है?'],
    ['Gangotri Glacier', 'गंगोत्री हिमनद'],
    [
      ['Yamunotri Glacier', 'यमुनोत्री हिमनद'],
      ['Siachen Glacier', 'सियाचिन हिमनद'],
      ['Zemu Glacier', 'ज़ेमू हिमनद'],
    ],
    [
      'The Bhagirathi, the source stream of the Ganga, emerges from the Gangotri Glacier at Gaumukh.',
      'गंगा की मुख्य धारा भागीरथी गोमुख में गंगोत्री हिमनद से निकलती है।',
    ],
    'EASY',
  ),
];
