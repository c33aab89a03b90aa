import { type Fact, fact } from '../awareness/ga-draft';

/**
 * Computer Knowledge (CGL Tier-II's computer module): basics, hardware, software, networks,
 * office tools and security. Written for this bank; stable textbook facts only.
 */
export const COMPUTER_FACTS: Fact[] = [
  fact(
    [
      'Which part of a computer carries out arithmetic and logical operations?',
      'कंप्यूटर का कौन सा भाग अंकगणितीय और तार्किक संक्रियाएँ करता है?',
    ],
    ['Arithmetic Logic Unit (ALU)', 'अंकगणितीय तर्क इकाई (ALU)'],
    [
      ['Control Unit', 'नियंत्रण इकाई'],
      ['Hard disk', 'हार्ड डिस्क'],
      ['Monitor', 'मॉनिटर'],
    ],
    [
      'The ALU inside the CPU does arithmetic and comparisons; the control unit directs the flow of instructions.',
      'CPU के भीतर ALU अंकगणित और तुलना करती है; नियंत्रण इकाई निर्देशों के प्रवाह को निर्देशित करती है।',
    ],
    'EASY',
  ),
  fact(
    ['How many bits make one byte?', 'एक बाइट में कितने बिट होते हैं?'],
    ['8', '8'],
    [
      ['4', '4'],
      ['16', '16'],
      ['10', '10'],
    ],
    [
      'A byte is a group of 8 bits; 4 bits form a nibble.',
      'एक बाइट 8 बिट का समूह है; 4 बिट मिलकर निबल बनाते हैं।',
    ],
    'EASY',
  ),
  fact(
    [
      'Which memory loses its contents when the power is switched off?',
      'बिजली बंद होने पर कौन सी मेमोरी अपनी सामग्री खो देती है?',
    ],
    ['RAM', 'RAM'],
    [
      ['ROM', 'ROM'],
      ['Hard disk', 'हार्ड डिस्क'],
      ['Flash drive', 'फ़्लैश ड्राइव'],
    ],
    [
      'RAM is volatile: it holds data only while powered. ROM, disks and flash memory keep their data.',
      'RAM अस्थायी (वोलेटाइल) है: यह केवल बिजली रहने तक डेटा रखती है। ROM, डिस्क और फ़्लैश मेमोरी डेटा बनाए रखती हैं।',
    ],
    'EASY',
  ),
  fact(
    ['Which of these is an input device?', 'इनमें से कौन सा इनपुट डिवाइस है?'],
    ['Scanner', 'स्कैनर'],
    [
      ['Printer', 'प्रिंटर'],
      ['Speaker', 'स्पीकर'],
      ['Projector', 'प्रोजेक्टर'],
    ],
    [
      'A scanner sends an image into the computer; printers, speakers and projectors give output.',
      'स्कैनर छवि को कंप्यूटर में भेजता है; प्रिंटर, स्पीकर और प्रोजेक्टर आउटपुट देते हैं।',
    ],
    'EASY',
  ),
  fact(
    ['What does the abbreviation URL stand for?', 'संक्षिप्त रूप URL का पूरा नाम क्या है?'],
    ['Uniform Resource Locator', 'यूनिफ़ॉर्म रिसोर्स लोकेटर'],
    [
      ['Universal Routing Link', 'यूनिवर्सल रूटिंग लिंक'],
      ['Unified Record List', 'यूनिफ़ाइड रिकॉर्ड लिस्ट'],
      ['User Request Line', 'यूज़र रिक्वेस्ट लाइन'],
    ],
    [
      'A URL (Uniform Resource Locator) is the address of a resource on the web.',
      'URL (यूनिफ़ॉर्म रिसोर्स लोकेटर) वेब पर किसी संसाधन का पता है।',
    ],
    'EASY',
  ),
  fact(
    [
      'Which keyboard shortcut copies the selected text in most Windows programs?',
      'अधिकांश विंडोज़ प्रोग्रामों में चयनित पाठ को कॉपी करने का शॉर्टकट कौन सा है?',
    ],
    ['Ctrl + C', 'Ctrl + C'],
    [
      ['Ctrl + V', 'Ctrl + V'],
      ['Ctrl + X', 'Ctrl + X'],
      ['Ctrl + Z', 'Ctrl + Z'],
    ],
    [
      'Ctrl + C copies, Ctrl + X cuts, Ctrl + V pastes and Ctrl + Z undoes.',
      'Ctrl + C कॉपी, Ctrl + X कट, Ctrl + V पेस्ट और Ctrl + Z पूर्ववत (अनडू) करता है।',
    ],
    'EASY',
  ),
  fact(
    ['Which of these is an operating system?', 'इनमें से कौन सा एक ऑपरेटिंग सिस्टम है?'],
    ['Linux', 'लिनक्स'],
    [
      ['Microsoft Excel', 'माइक्रोसॉफ़्ट एक्सेल'],
      ['Google Chrome', 'गूगल क्रोम'],
      ['Adobe Photoshop', 'एडोब फ़ोटोशॉप'],
    ],
    [
      'Linux manages the hardware and runs programs; the others are application programs.',
      'लिनक्स हार्डवेयर का प्रबंधन करता है और प्रोग्राम चलाता है; बाकी अनुप्रयोग प्रोग्राम हैं।',
    ],
    'EASY',
  ),
  fact(
    [
      'In a spreadsheet, where a row and a column meet is called a:',
      'स्प्रेडशीट में जहाँ एक पंक्ति और एक स्तंभ मिलते हैं, उसे क्या कहते हैं?',
    ],
    ['Cell', 'सेल'],
    [
      ['Field', 'फ़ील्ड'],
      ['Record', 'रिकॉर्ड'],
      ['Slide', 'स्लाइड'],
    ],
    [
      'Each cell has an address made of its column letter and row number, such as B4.',
      'हर सेल का पता उसके स्तंभ अक्षर और पंक्ति संख्या से बनता है, जैसे B4।',
    ],
    'EASY',
  ),
  fact(
    [
      'Which device joins different networks and forwards packets between them?',
      'कौन सा उपकरण अलग-अलग नेटवर्कों को जोड़ता है और उनके बीच पैकेट आगे भेजता है?',
    ],
    ['Router', 'राउटर'],
    [
      ['Repeater', 'रिपीटर'],
      ['Keyboard', 'कीबोर्ड'],
      ['Plotter', 'प्लॉटर'],
    ],
    [
      'A router reads the destination address of each packet and sends it towards the right network.',
      'राउटर हर पैकेट का गंतव्य पता पढ़कर उसे सही नेटवर्क की ओर भेजता है।',
    ],
    'MEDIUM',
  ),
  fact(
    ['What is the binary form of the decimal number 10?', 'दशमलव संख्या 10 का द्विआधारी (बाइनरी) रूप क्या है?'],
    ['1010', '1010'],
    [
      ['1100', '1100'],
      ['1001', '1001'],
      ['0110', '0110'],
    ],
    [
      '10 = 8 + 2 = 1×8 + 0×4 + 1×2 + 0×1, so it is 1010 in binary.',
      '10 = 8 + 2 = 1×8 + 0×4 + 1×2 + 0×1, अतः बाइनरी में यह 1010 है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which protocol is used to send e-mail from a client to a mail server?',
      'क्लाइंट से मेल सर्वर तक ई-मेल भेजने के लिए कौन सा प्रोटोकॉल प्रयोग होता है?',
    ],
    ['SMTP', 'SMTP'],
    [
      ['FTP', 'FTP'],
      ['HTTP', 'HTTP'],
      ['DHCP', 'DHCP'],
    ],
    [
      'SMTP (Simple Mail Transfer Protocol) sends mail; POP3 or IMAP fetch it from the server.',
      'SMTP (सिंपल मेल ट्रांसफ़र प्रोटोकॉल) मेल भेजता है; POP3 या IMAP सर्वर से मेल लाते हैं।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which memory sits between the CPU and main memory to speed up access?',
      'पहुँच तेज़ करने के लिए कौन सी मेमोरी CPU और मुख्य मेमोरी के बीच होती है?',
    ],
    ['Cache memory', 'कैश मेमोरी'],
    [
      ['Virtual memory', 'वर्चुअल मेमोरी'],
      ['Optical disc', 'ऑप्टिकल डिस्क'],
      ['Magnetic tape', 'मैग्नेटिक टेप'],
    ],
    [
      'Cache is a small, very fast memory that keeps recently used data close to the processor.',
      'कैश एक छोटी और बहुत तेज़ मेमोरी है जो हाल में उपयोग किया गया डेटा प्रोसेसर के पास रखती है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which program translates a whole high-level program into machine code before it runs?',
      'कौन सा प्रोग्राम पूरे उच्च-स्तरीय प्रोग्राम को चलने से पहले मशीन कोड में बदलता है?',
    ],
    ['Compiler', 'कंपाइलर'],
    [
      ['Interpreter', 'इंटरप्रेटर'],
      ['Loader', 'लोडर'],
      ['Debugger', 'डीबगर'],
    ],
    [
      'A compiler translates the whole program at once; an interpreter translates and runs it line by line.',
      'कंपाइलर पूरे प्रोग्राम का एक साथ अनुवाद करता है; इंटरप्रेटर पंक्ति-दर-पंक्ति अनुवाद कर चलाता है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'In MS Word, which shortcut makes the selected text bold?',
      'MS Word में चयनित पाठ को बोल्ड करने का शॉर्टकट कौन सा है?',
    ],
    ['Ctrl + B', 'Ctrl + B'],
    [
      ['Ctrl + I', 'Ctrl + I'],
      ['Ctrl + U', 'Ctrl + U'],
      ['Ctrl + D', 'Ctrl + D'],
    ],
    [
      'Ctrl + B is bold, Ctrl + I italic and Ctrl + U underline.',
      'Ctrl + B बोल्ड, Ctrl + I इटैलिक और Ctrl + U रेखांकन (अंडरलाइन) करता है।',
    ],
    'EASY',
  ),
  fact(
    [
      'Which spreadsheet formula adds the values in cells A1 to A5?',
      'कौन सा स्प्रेडशीट सूत्र सेल A1 से A5 तक के मानों को जोड़ता है?',
    ],
    ['=SUM(A1:A5)', '=SUM(A1:A5)'],
    [
      ['=ADD(A1-A5)', '=ADD(A1-A5)'],
      ['=TOTAL(A1;A5)', '=TOTAL(A1;A5)'],
      ['=COUNT(A1:A5)', '=COUNT(A1:A5)'],
    ],
    [
      'SUM adds a range written with a colon; COUNT only counts the cells holding numbers.',
      'SUM कोलन से लिखी गई श्रेणी को जोड़ता है; COUNT केवल संख्या वाले सेल गिनता है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Software that locks a user’s files and demands payment to unlock them is called:',
      'जो सॉफ़्टवेयर उपयोगकर्ता की फ़ाइलें लॉक करके उन्हें खोलने के लिए भुगतान माँगे, उसे क्या कहते हैं?',
    ],
    ['Ransomware', 'रैनसमवेयर'],
    [
      ['Freeware', 'फ़्रीवेयर'],
      ['Firmware', 'फ़र्मवेयर'],
      ['Shareware', 'शेयरवेयर'],
    ],
    [
      'Ransomware encrypts files and asks for a ransom; backups are the main defence.',
      'रैनसमवेयर फ़ाइलों को एन्क्रिप्ट कर फिरौती माँगता है; बैकअप इसका मुख्य बचाव है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'A fake e-mail that tries to trick people into giving passwords is an example of:',
      'पासवर्ड निकलवाने के लिए भेजा गया नकली ई-मेल किसका उदाहरण है?',
    ],
    ['Phishing', 'फ़िशिंग'],
    [
      ['Spooling', 'स्पूलिंग'],
      ['Booting', 'बूटिंग'],
      ['Caching', 'कैशिंग'],
    ],
    [
      'Phishing imitates a trusted sender to steal credentials; check the sender and the link before you click.',
      'फ़िशिंग किसी विश्वसनीय प्रेषक की नकल कर जानकारी चुराती है; क्लिक से पहले प्रेषक और लिंक जाँचें।',
    ],
    'EASY',
  ),
  fact(
    ['Which of these is the largest unit of storage?', 'इनमें से भंडारण की सबसे बड़ी इकाई कौन सी है?'],
    ['Terabyte', 'टेराबाइट'],
    [
      ['Gigabyte', 'गीगाबाइट'],
      ['Megabyte', 'मेगाबाइट'],
      ['Kilobyte', 'किलोबाइट'],
    ],
    [
      'KB < MB < GB < TB: each is 1024 times the one before it.',
      'KB < MB < GB < TB: हर इकाई पिछली से 1024 गुना है।',
    ],
    'EASY',
  ),
  fact(
    ['What is the hexadecimal form of the decimal number 255?', 'दशमलव संख्या 255 का हेक्साडेसिमल रूप क्या है?'],
    ['FF', 'FF'],
    [
      ['EF', 'EF'],
      ['F0', 'F0'],
      ['1FF', '1FF'],
    ],
    [
      '255 = 15×16 + 15, and 15 is written F in hexadecimal, so 255 is FF.',
      '255 = 15×16 + 15, और हेक्साडेसिमल में 15 को F लिखते हैं, अतः 255 = FF।',
    ],
    'HARD',
  ),
  fact(
    ['Which network covers a single building or campus?', 'कौन सा नेटवर्क एक ही इमारत या परिसर को जोड़ता है?'],
    ['LAN', 'LAN'],
    [
      ['WAN', 'WAN'],
      ['MAN', 'MAN'],
      ['The Internet', 'इंटरनेट'],
    ],
    [
      'A Local Area Network spans a building or campus; MAN spans a city and WAN spans countries.',
      'लोकल एरिया नेटवर्क एक इमारत या परिसर तक फैला होता है; MAN एक शहर और WAN देशों तक।',
    ],
    'EASY',
  ),
  fact(
    [
      'In a relational database, a field that uniquely identifies each record is the:',
      'रिलेशनल डेटाबेस में प्रत्येक रिकॉर्ड की विशिष्ट पहचान करने वाला फ़ील्ड क्या कहलाता है?',
    ],
    ['Primary key', 'प्राथमिक कुंजी (प्राइमरी की)'],
    [
      ['Foreign key', 'विदेशी कुंजी (फ़ॉरेन की)'],
      ['Query', 'क्वेरी'],
      ['Report', 'रिपोर्ट'],
    ],
    [
      'A primary key is unique in its table; a foreign key refers to the primary key of another table.',
      'प्राइमरी की अपनी तालिका में अद्वितीय होती है; फ़ॉरेन की किसी दूसरी तालिका की प्राइमरी की को संदर्भित करती है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which program starts the computer and loads the operating system when it is switched on?',
      'कंप्यूटर चालू होने पर कौन सा प्रोग्राम उसे शुरू कर ऑपरेटिंग सिस्टम लोड करता है?',
    ],
    ['The bootstrap loader (in firmware)', 'बूटस्ट्रैप लोडर (फ़र्मवेयर में)'],
    [
      ['The spreadsheet', 'स्प्रेडशीट'],
      ['The web browser', 'वेब ब्राउज़र'],
      ['The antivirus scanner', 'एंटीवायरस स्कैनर'],
    ],
    [
      'Firmware (BIOS or UEFI) runs a bootstrap loader that loads the operating system: this is booting.',
      'फ़र्मवेयर (BIOS या UEFI) बूटस्ट्रैप लोडर चलाता है जो ऑपरेटिंग सिस्टम लोड करता है: इसे बूटिंग कहते हैं।',
    ],
    'MEDIUM',
  ),
  fact(
    ['Which of these is a web browser?', 'इनमें से कौन सा वेब ब्राउज़र है?'],
    ['Mozilla Firefox', 'मोज़िला फ़ायरफ़ॉक्स'],
    [
      ['MS Access', 'MS एक्सेस'],
      ['Notepad', 'नोटपैड'],
      ['Tally', 'टैली'],
    ],
    [
      'Firefox displays web pages; Access is a database, Notepad a text editor and Tally accounting software.',
      'फ़ायरफ़ॉक्स वेब पेज दिखाता है; एक्सेस डेटाबेस, नोटपैड टेक्स्ट एडिटर और टैली लेखा सॉफ़्टवेयर है।',
    ],
    'EASY',
  ),
  fact(
    ['What does the abbreviation CPU stand for?', 'संक्षिप्त रूप CPU का पूरा नाम क्या है?'],
    ['Central Processing Unit', 'सेंट्रल प्रोसेसिंग यूनिट'],
    [
      ['Computer Power Unit', 'कंप्यूटर पावर यूनिट'],
      ['Central Program Utility', 'सेंट्रल प्रोग्राम यूटिलिटी'],
      ['Control Peripheral Unit', 'कंट्रोल पेरिफ़ेरल यूनिट'],
    ],
    [
      'The Central Processing Unit runs instructions; it contains the ALU, the control unit and registers.',
      'सेंट्रल प्रोसेसिंग यूनिट निर्देश चलाती है; इसमें ALU, नियंत्रण इकाई और रजिस्टर होते हैं।',
    ],
    'EASY',
  ),
  fact(
    [
      'In a presentation program, which view shows many slides as small pictures to reorder them?',
      'प्रस्तुति प्रोग्राम में कौन सा दृश्य कई स्लाइडों को छोटे चित्रों के रूप में दिखाकर उनका क्रम बदलने देता है?',
    ],
    ['Slide Sorter view', 'स्लाइड सॉर्टर दृश्य'],
    [
      ['Reading view', 'रीडिंग दृश्य'],
      ['Outline view', 'आउटलाइन दृश्य'],
      ['Notes Page view', 'नोट्स पेज दृश्य'],
    ],
    [
      'Slide Sorter shows thumbnails of all slides so they can be dragged into a new order.',
      'स्लाइड सॉर्टर सभी स्लाइडों के छोटे चित्र दिखाता है ताकि उन्हें खींचकर नया क्रम दिया जा सके।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which number system does a computer use internally?',
      'कंप्यूटर आंतरिक रूप से किस संख्या पद्धति का प्रयोग करता है?',
    ],
    ['Binary (base 2)', 'द्विआधारी (आधार 2)'],
    [
      ['Decimal (base 10)', 'दशमलव (आधार 10)'],
      ['Roman numerals', 'रोमन अंक'],
      ['Base 12', 'आधार 12'],
    ],
    [
      'Circuits have two states, on and off, written 1 and 0: binary.',
      'परिपथों की दो अवस्थाएँ होती हैं, चालू और बंद, जिन्हें 1 और 0 लिखते हैं: द्विआधारी।',
    ],
    'EASY',
  ),
  fact(
    ['What does HTTPS add to HTTP?', 'HTTPS, HTTP में क्या जोड़ता है?'],
    ['Encryption of the connection (TLS)', 'कनेक्शन का एन्क्रिप्शन (TLS)'],
    [
      ['Faster downloads', 'तेज़ डाउनलोड'],
      ['Colour to web pages', 'वेब पेजों में रंग'],
      ['A larger screen', 'बड़ी स्क्रीन'],
    ],
    [
      'HTTPS runs HTTP over TLS so that what is sent cannot be read or changed on the way.',
      'HTTPS, HTTP को TLS पर चलाता है ताकि भेजी गई जानकारी रास्ते में पढ़ी या बदली न जा सके।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which type of software is free to use and whose source code anyone may study and change?',
      'किस प्रकार का सॉफ़्टवेयर उपयोग के लिए मुक्त है और उसका स्रोत कोड कोई भी पढ़ और बदल सकता है?',
    ],
    ['Open-source software', 'ओपन-सोर्स सॉफ़्टवेयर'],
    [
      ['Proprietary software', 'प्रोप्राइटरी सॉफ़्टवेयर'],
      ['Malware', 'मैलवेयर'],
      ['Trialware', 'ट्रायलवेयर'],
    ],
    [
      'Open-source licences let anyone read, change and share the code; proprietary code stays closed.',
      'ओपन-सोर्स लाइसेंस कोड पढ़ने, बदलने और साझा करने देते हैं; प्रोप्राइटरी कोड बंद रहता है।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'Which logic gate gives output 1 only when all its inputs are 1?',
      'कौन सा लॉजिक गेट तभी 1 आउटपुट देता है जब उसके सभी इनपुट 1 हों?',
    ],
    ['AND', 'AND'],
    [
      ['OR', 'OR'],
      ['NOT', 'NOT'],
      ['XOR', 'XOR'],
    ],
    [
      'AND is 1 only if every input is 1; OR is 1 if any input is 1.',
      'AND तभी 1 होता है जब हर इनपुट 1 हो; OR तब 1 होता है जब कोई भी इनपुट 1 हो।',
    ],
    'MEDIUM',
  ),
  fact(
    ['What does the abbreviation IP stand for in "IP address"?', '"IP address" में IP का पूरा नाम क्या है?'],
    ['Internet Protocol', 'इंटरनेट प्रोटोकॉल'],
    [
      ['Internal Program', 'इंटरनल प्रोग्राम'],
      ['Information Provider', 'इन्फ़ॉर्मेशन प्रोवाइडर'],
      ['Input Port', 'इनपुट पोर्ट'],
    ],
    [
      'An IP (Internet Protocol) address identifies a device on a network, e.g. 192.168.1.10.',
      'IP (इंटरनेट प्रोटोकॉल) पता नेटवर्क पर किसी उपकरण की पहचान है, जैसे 192.168.1.10।',
    ],
    'EASY',
  ),
  fact(
    ['An IPv4 address is made of how many bits?', 'एक IPv4 पता कितने बिट का होता है?'],
    ['32', '32'],
    [
      ['64', '64'],
      ['128', '128'],
      ['16', '16'],
    ],
    [
      'IPv4 uses 32 bits written as four numbers of 0-255; IPv6 uses 128 bits.',
      'IPv4 में 32 बिट होते हैं जो 0-255 की चार संख्याओं के रूप में लिखे जाते हैं; IPv6 में 128 बिट।',
    ],
    'HARD',
  ),
  fact(
    [
      'Which spreadsheet function returns the largest value in a range?',
      'कौन सा स्प्रेडशीट फ़ंक्शन किसी श्रेणी का सबसे बड़ा मान लौटाता है?',
    ],
    ['MAX', 'MAX'],
    [
      ['MIN', 'MIN'],
      ['AVERAGE', 'AVERAGE'],
      ['ROUND', 'ROUND'],
    ],
    [
      'MAX gives the largest value, MIN the smallest and AVERAGE the mean.',
      'MAX सबसे बड़ा, MIN सबसे छोटा और AVERAGE औसत मान देता है।',
    ],
    'EASY',
  ),
  fact(
    [
      'Storing files on servers reached over the internet instead of one’s own disk is called:',
      'अपनी डिस्क के बजाय इंटरनेट से जुड़े सर्वरों पर फ़ाइलें रखना क्या कहलाता है?',
    ],
    ['Cloud storage', 'क्लाउड स्टोरेज'],
    [
      ['Defragmentation', 'डीफ़्रैगमेंटेशन'],
      ['Formatting', 'फ़ॉर्मैटिंग'],
      ['Compilation', 'कंपाइलेशन'],
    ],
    [
      'Cloud storage keeps data in a provider’s data centres, reachable from any connected device.',
      'क्लाउड स्टोरेज डेटा को प्रदाता के डेटा केंद्रों में रखता है, जो किसी भी जुड़े उपकरण से उपलब्ध है।',
    ],
    'EASY',
  ),
];
