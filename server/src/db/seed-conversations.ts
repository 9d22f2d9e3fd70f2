// The demo conversations, written as scripts. A header `# <lead> <sms|email> [inactive] [paused] [| subject]` starts a
// conversation; `<sender> +<minutes>: <text>` starts a message that many minutes after the previous one (the first one
// after the lead arrived); other lines continue the message. `{dealer}` becomes the dealership's name.
// The assistant never quotes prices, payments or trade-in values.
export const DEMO_CONVERSATIONS_SCRIPT = `
# c2 sms
ai +1: Hi Jessica, thanks for your interest in the 2025 Equinox RS! Would you like to see it in person this week? - {dealer}. Reply STOP to opt out.
customer +22: Yes! Do you have one in Radiant Red?
ai +2: Let me check Radiant Red with the team. We do have Equinox RS models on the lot now. Would a weekday evening or a Saturday morning work for a test drive?
customer +35: Weekday evening works, after 5
ai +3: You're booked for a test drive of the Equinox RS. We'll text you a reminder beforehand. See you soon!

# c3 email | Your 2025 Chevrolet Tahoe Z71 inquiry
ai +2: Hi David,

Thanks for reaching out about the 2025 Tahoe Z71. With seating for up to eight, plenty of cargo room and the Z71's off-road suspension, it's a great fit for a big family that likes to get out of town.

Would you like to come in for a test drive? We could also line up a Traverse so you can compare the two side by side.
customer +180: Hi, yes please line up both. We have four kids so third-row space matters most. Also, what would you give me for my 2018 Honda Odyssey with 68k miles?
ai +4: Comparing them back to back with the car seats in is a great idea. As for your Odyssey, our appraiser will give you a firm number when you bring it in; it takes about 20 minutes and there's no obligation. Does a weekday or the weekend suit you better?
customer +240: A morning would be best, around 10.
agent +60: Hi David,

This is Marcus Reed, sales consultant at {dealer}. You're confirmed for 10:00 AM with a Tahoe Z71 and a Traverse LT ready to go. Bring the Odyssey along for the appraisal. See you then!

# c5 sms
ai +1: Hi Christopher, thanks for asking about the Corvette Stingray 2LT! Are you after one on the lot or one built your way? - {dealer}. Reply STOP to opt out.
customer +47: Either. Whats your best out the door price on a 2LT?
ai +1: I can't quote pricing by text, but our sales manager can go over exact numbers with you by phone or in person. Would a quick call tomorrow work?
customer +95: Sure, after 5pm is best

# c6 email | Your 2025 Chevrolet Traverse LT inquiry
ai +3: Hi Amanda,

Thank you for your interest in the 2025 Traverse LT. It seats up to eight, has one of the roomiest third rows in its class and comes standard with Chevy Safety Assist.

I'd be happy to set up a test drive. Do weekday evenings or weekends suit you better?
customer +300: Hi, weekends are better. I'm already pre-approved through my credit union, so I mostly want to make sure the third row works for my kids. Is the gray one from your website still available?
ai +2: Great to hear you're pre-approved, that keeps things quick. I've asked our team to confirm the gray Traverse LT is still available, and someone will get back to you shortly.
agent +90: Hi Amanda,

This is Marcus Reed at {dealer}. The Sterling Gray Traverse LT is still here and I've set it aside for you. Feel free to bring the kids' car seats so you can try the third row. I'll text you to find a time.

# c6 sms
agent +1500: Hi Amanda, Marcus from {dealer}. The gray Traverse LT is set aside for you. When would you like to come by?
customer +40: Thanks Marcus! Can I bring my husband one evening this week?

# c8 sms
ai +1: Hi Brittany, thanks for your interest in the Blazer EV RS! Can I help you set up a test drive? - {dealer}. Reply STOP to opt out.
customer +12: Maybe. How much range do you lose in winter? We get cold snaps here.
ai +1: Cold weather reduces range on any EV, mostly from heating the cabin and battery. Preconditioning while plugged in at home helps a lot. Want to ask our EV specialist on a test drive?
customer +180: Do you have the RS in red?

# c9 email | Your 2025 Chevrolet Silverado 2500HD LTZ
ai +2: Hi Matthew,

Thanks for your inquiry about the 2025 Silverado 2500HD LTZ. With the available Duramax diesel and advanced trailering cameras, it's built for serious towing.

What will you be towing? I'd be glad to set up a test drive so you can try the trailering features yourself.
customer +60: A 32 ft fifth-wheel. Ready to buy if the numbers work. Can I come in today?
ai +1: Absolutely. I've let our sales manager know you're coming so he can go over the numbers with you in person. Bring your trailer's specs if you have them.
agent +4320: Hi Matthew,

Thanks again for choosing {dealer}! As discussed, your truck is with our service department for the fifth-wheel prep package. I'll let you know as soon as it's ready for delivery.
customer +25000: Any update on the truck? Getting antsy!
agent +45: Good news: the prep package is installed and your Silverado is being detailed. You're booked for delivery in three days, and we'll walk you through the trailering features then.

# c10 sms inactive
ai +1: Hi Stephanie, thanks for your interest in the Malibu LT! Would you like to take one for a test drive? - {dealer}. Reply STOP to opt out.
customer +240: Maybe next month, just starting to look
ai +1: No rush at all! When you're ready, reply here and we'll set up a time that works for you.
ai +4320: Hi Stephanie, just checking in. If you'd like to see the Malibu LT, we have several ready to drive. Let us know!

# c15 sms
ai +1: Hi Kayla, thanks for your interest in the 2025 Equinox LT! Would you like to come see it this week? - {dealer}. Reply STOP to opt out.
customer +300: Thanks, but I already bought one from another dealer.
ai +1: Congratulations on your new vehicle, and thank you for letting us know! We will not follow up. - {dealer}

# h1 email inactive | Your 2025 Hyundai Palisade Calligraphy
ai +2: Hi Jennifer,

Thanks for your interest in the 2025 Palisade Calligraphy, our top three-row SUV with quilted Nappa leather seats and Highway Driving Assist. It's also covered by America's Best Warranty, including 10 years/100,000 miles on the powertrain.

When would you like to come in for a test drive?
customer +120: Hi! We test drove one at another store and loved it. We mainly want to talk financing. Do you work with Hyundai Motor Finance?
ai +1: We do. Our finance team works with Hyundai Motor Finance and several local lenders, and they can go over rates and terms with you in person. Shall I set up a financing appointment?
customer +30: Yes please, any day after 2pm.
agent +60: Hi Jennifer,

This is Priya Shah at {dealer}. You're booked with our finance manager at 2:00 PM. Please bring your driver's license, proof of insurance and a recent pay stub. We'll have a Palisade Calligraphy ready for one more drive.
customer +5760: Thank you Priya, we love our Palisade!

# h2 sms
ai +1: Hi Kevin, thanks for your interest in the Tucson Hybrid SEL! Want to come see it this week? - {dealer}. Reply STOP to opt out.
customer +15: Yes, can I come after work? 5:30?
ai +1: You're booked for a test drive of the Tucson Hybrid SEL at 5:30 PM. We'll text you a reminder beforehand.
agent +7400: Hi Kevin, Priya from {dealer}. We missed you at your test drive, no worries! Would you like to pick another time?
customer +120: Sorry, work ran late. Can we do next week, same time?
agent +10: Done, you're rebooked for 5:30 PM. See you then!

# h3 sms
ai +1: Hi Emily, thanks for your interest in the Ioniq 5 SEL! Any questions I can answer? - {dealer}. Reply STOP to opt out.
customer +8: How long does it take to charge at home?
ai +1: With a Level 2 home charger most owners simply charge overnight. Our EV specialist can go over chargers and your setup in person. Want to book a time?
customer +20: Yes, I'd like to sit down with the EV specialist
ai +1: You're booked for an EV consultation with our specialist. We'll text you a reminder beforehand!

# h3 email | Charging your Ioniq 5 at home
ai +60: Hi Emily,

As promised, a quick overview of charging the Ioniq 5. At home, a Level 2 charger refills it overnight. On the road, its 800-volt ultra-fast charging goes from 10% to 80% in about 20 minutes on a 350 kW DC fast charger. The battery is covered for 10 years/100,000 miles.

Our EV specialist will walk you through it all at your consultation.
customer +200: Thanks! I'll bring my 2017 Civic too. Can you tell me roughly what it's worth before I come?

# h5 email | Your 2025 Hyundai Santa Fe XRT inquiry
ai +2: Hi Samantha,

Thank you for your interest in the 2025 Santa Fe XRT. Its rugged styling, all-terrain tires and HTRAC all-wheel drive make it ready for weekend adventures, and the third row is a bonus.

Would you like to schedule a test drive? Weekday evenings and Saturdays are popular.
customer +600: Do you have the XRT in Earthy Brass? And what would my monthly payment be on 36 months?

# h6 email | Your 2025 Hyundai Ioniq 6 Limited
ai +2: Hi Tyler,

Thanks for your interest in the 2025 Ioniq 6 Limited. Its aerodynamic design gives it one of the longest ranges in its class, which is ideal for long commutes.

How many miles do you drive each day? I'd be happy to set up a test drive.
customer +90: About 60 miles round trip, mostly highway. Does the Limited come with the long range battery?
ai +2: Yes, the Limited has the long-range battery. With a 60-mile commute, most owners charge at home a couple of times a week. Our EV specialist can go over real-world range with you on a test drive. Would a weekday evening work?
customer +1440: Can someone call me instead? I have a few financing questions.
agent +35: Hi Tyler,

This is Priya Shah from {dealer}. I'll give you a call this afternoon to go over your questions, and we can set up a test drive at the same time.

# h8 sms
ai +1: Hi Jonathan, thanks for your interest in the Santa Cruz XRT! What will you use it for most? - {dealer}. Reply STOP to opt out.
customer +30: Weekend stuff mostly. Will a dirt bike fit in the bed?
ai +1: Many riders haul a dirt bike with the tailgate down and a bed extender, but it's best to check with yours. Want to bring it to a test drive?
customer +60: Maybe. What would you give me for my 2015 Tacoma?
ai +1: I can't give trade-in values by text, but our appraiser can give you a firm offer in about 20 minutes when you visit. Would a weekday evening or a Saturday morning work?

# h9 sms inactive
ai +1: Hi Rachel, thanks for your interest in the Tucson Limited! Would you like to schedule a test drive? - {dealer}. Reply STOP to opt out.
customer +300: Thanks but we're going to wait until our lease is up in the spring.
ai +1: That makes sense! We'll be here when you're ready, just reply to this number anytime.

# f1 sms
agent +1440: Hi James, this is Dave Kowalski at {dealer}. Thanks for coming in yesterday! Your F-150 Lariat is being prepped for delivery.
customer +30: Awesome, thanks Dave. Can you make sure the bed liner is on before pickup?
agent +20: Yes, the spray-in bed liner will be done before delivery. See you soon!
customer +8700: Truck is running great. Thanks again!
agent +15: Glad to hear it! Enjoy the truck, and let me know if you need anything.

# f2 email | Your 2025 Ford Bronco Badlands inquiry
ai +2: Hi Sarah,

Thanks for reaching out about the 2025 Bronco Badlands. With its HOSS 3.0 suspension, disconnecting front stabilizer bar and removable roof and doors, it's the Bronco built for serious trails.

Would you like to sit down with one of our Bronco specialists and take it for a drive?
customer +240: Yes, I'd love that. I'm also deciding between the two-door and the four-door.
ai +2: Perfect, we'll have both ready so you can compare. You're booked with our Bronco specialist at noon, and we'll send a reminder beforehand.
customer +7000: I'm so sorry, something came up and I need to cancel. Can we reschedule?
agent +45: Hi Sarah,

No problem at all. This is Dave Kowalski at {dealer}. I've moved you to 11:00 AM next week and will have a two-door and a four-door Badlands side by side. Just reply if that time doesn't work.

# f3 sms
ai +1: Hi Robert, thanks for your interest in the F-150 Lightning XLT! Want to feel the instant torque on a demo drive? - {dealer}. Reply STOP to opt out.
customer +25: Yes. Can I use it to power my tools on job sites?
ai +1: Yes, Pro Power Onboard lets you run tools right from the truck's outlets. Our EV specialist can show you on a demo drive. When suits you?
customer +50: Later this week, afternoon
ai +1: Great, you're confirmed for a demo drive of the F-150 Lightning XLT. We'll text you a reminder beforehand!

# f6 sms paused
ai +1: Hi Maria, thanks for your interest in the Bronco Sport Big Bend! Would you like to take one for a test drive? - {dealer}. Reply STOP to opt out.
customer +6: I've gotten 5 texts from dealers today and it's getting frustrating. Can a real person just call me?
ai +1: Sorry about that, Maria. I've asked a member of our sales team to call you, and I won't send any more automated texts.
customer +15: Ok. After 3pm is best.

# f7 email | Your 2025 Ford Expedition Platinum inquiry
ai +2: Hi Thomas,

Thank you for your interest in the 2025 Expedition Platinum. With three full rows, serious towing capability and available BlueCruise hands-free highway driving, it's our most capable family SUV.

Would you like to schedule a test drive?
customer +45: Yes. We actually need two vehicles: the Expedition and an Escape for my wife. If we buy both this month, what kind of deal can you do?
ai +1: Two new vehicles, how exciting! I can't discuss pricing by email, but our sales manager can go over numbers for both with you in person. I'll have him reach out today.
agent +120: Hi Thomas,

I'm Dave Kowalski, sales manager at {dealer}. Thanks for considering us for both vehicles. I'd love to have an Expedition Platinum and an Escape ready for you and your wife to drive back to back, and we can go over everything together. What day works for you both?

# f7 sms
agent +2880: Hi Thomas, Dave from {dealer}. Just following up on my email. Does any day this week work for you and your wife?
customer +60: Saturday morning could work. I'll confirm tomorrow.
agent +10: Sounds good, I'll hold a spot for you both.

# f8 email | Your 2025 Ford Escape ST-Line inquiry
ai +2: Hi Patricia,

Thanks for your interest in the 2025 Escape ST-Line. It pairs sporty styling with a turbocharged engine, and Ford Co-Pilot360 driver assistance comes standard.

Would you like to come in for a test drive?
customer +1000: Is there a hybrid version of the ST-Line? I'd like better mileage.
ai +2: Yes, the Escape is available with a hybrid powertrain on ST-Line trims. I'll confirm which ones we have in stock right now. Would you like to drive a hybrid and a gas model back to back?

# f10 sms
ai +1: Hi Linda, thanks for your interest in the Mustang Mach-E Premium! Want to schedule a test drive? - {dealer}. Reply STOP to opt out.
customer +120: Still comparing it with the Ioniq 5. What makes the Mach-E better?
ai +1: Both are great EVs! The Mach-E offers available BlueCruise hands-free highway driving and a sporty, Mustang-inspired drive. The best way to decide is to drive it. Would this week work?
`;
