<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
    <context>
        <name>AgentsCheck</name>
        <message numerus="yes">
            <source>--cards holds %n card(s) but this test draws {needed} ({draw})</source>
            <translation>
                <numerusform>--cards holds %n card but this test draws {needed} ({draw})</numerusform>
                <numerusform>--cards holds %n cards but this test draws {needed} ({draw})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Betrayed partial trust: %n extra success(es)</source>
            <translation>
                <numerusform>Betrayed partial trust: %n extra success</numerusform>
                <numerusform>Betrayed partial trust: %n extra successes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n success</numerusform>
                <numerusform>%n successes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s)</source>
            <translation>
                <numerusform>%n complication</numerusform>
                <numerusform>%n complications</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AgentsHistory</name>
        <message numerus="yes">
            <source>%n complication(s) became negative aspect(s)</source>
            <translation>
                <numerusform>%n complication became a negative aspect</numerusform>
                <numerusform>%n complications became negative aspects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>+%n complication mark(s)</source>
            <translation>
                <numerusform>+%n complication mark</numerusform>
                <numerusform>+%n complication marks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AgentsMission</name>
        <message numerus="yes">
            <source>this test draws %n card(s) ({draw}), not {given}</source>
            <translation>
                <numerusform>this test draws %n card ({draw}), not {given}</numerusform>
                <numerusform>this test draws %n cards ({draw}), not {given}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n threat factor(s) (disadvantages) exceed the Threat level {threat} plus {reserves} Coordinator reserves: only agents seeking danger face more (rule A-31)</source>
            <translation>
                <numerusform>%n threat factor (disadvantage) exceeds the Threat level {threat} plus {reserves} Coordinator reserves: only agents seeking danger face more (rule A-31)</numerusform>
                <numerusform>%n threat factors (disadvantages) exceed the Threat level {threat} plus {reserves} Coordinator reserves: only agents seeking danger face more (rule A-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n threat factor(s) (disadvantages) exceed the Threat level {threat}: only agents seeking danger face more (rule A-31)</source>
            <translation>
                <numerusform>%n threat factor (disadvantage) exceeds the Threat level {threat}: only agents seeking danger face more (rule A-31)</numerusform>
                <numerusform>%n threat factors (disadvantages) exceed the Threat level {threat}: only agents seeking danger face more (rule A-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the Coordinator has %n reserve(s), not {asked} (rule A-07)</source>
            <translation>
                <numerusform>the Coordinator has %n reserve, not {asked} (rule A-07)</numerusform>
                <numerusform>the Coordinator has %n reserves, not {asked} (rule A-07)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{agent}'s test has %n card(s) but needs at least {needed} ({draw})</source>
            <translation>
                <numerusform>{agent}'s test has %n card but needs at least {needed} ({draw})</numerusform>
                <numerusform>{agent}'s test has %n cards but needs at least {needed} ({draw})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AgentsOdds</name>
        <message numerus="yes">
            <source>this test draws %n card(s) but the draw pile ({draw}) and the discard pile ({discard}) hold only {both}</source>
            <translation>
                <numerusform>this test draws %n card but the draw pile ({draw}) and the discard pile ({discard}) hold only {both}</numerusform>
                <numerusform>this test draws %n cards but the draw pile ({draw}) and the discard pile ({discard}) hold only {both}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AgentsReplay</name>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n success</numerusform>
                <numerusform>%n successes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s)</source>
            <translation>
                <numerusform>%n complication</numerusform>
                <numerusform>%n complications</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{score} (%n from rest)</source>
            <translation>
                <numerusform>{score} (%n from rest)</numerusform>
                <numerusform>{score} (%n from rest)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Replayed %n event(s) of a mission with {agents}; now in scene {scene}.</source>
            <translation>
                <numerusform>Replayed %n event of a mission with {agents}; now in scene {scene}.</numerusform>
                <numerusform>Replayed %n events of a mission with {agents}; now in scene {scene}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Threat {threat} and %n milestone(s) of {final} (step {step}): {leading}.</source>
            <translation>
                <numerusform>Threat {threat} and %n milestone of {final} (step {step}): {leading}.</numerusform>
                <numerusform>Threat {threat} and %n milestones of {final} (step {step}): {leading}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AgentsRules</name>
        <message numerus="yes">
            <source>this test costs {agent} %n reserve(s) ({costs}) but {agent} has {held} (rule A-15)</source>
            <translation>
                <numerusform>this test costs {agent} %n reserve ({costs}) but {agent} has {held} (rule A-15)</numerusform>
                <numerusform>this test costs {agent} %n reserves ({costs}) but {agent} has {held} (rule A-15)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the Coordinator has %n reserve(s), not {asked} (rule A-07)</source>
            <translation>
                <numerusform>the Coordinator has %n reserve, not {asked} (rule A-07)</numerusform>
                <numerusform>the Coordinator has %n reserves, not {asked} (rule A-07)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n threat factor(s) exceed the Threat level {threat} and {reserves} Coordinator reserves: only agents seeking danger face more (rule A-31)</source>
            <translation>
                <numerusform>%n threat factor exceeds the Threat level {threat} and {reserves} Coordinator reserves: only agents seeking danger face more (rule A-31)</numerusform>
                <numerusform>%n threat factors exceed the Threat level {threat} and {reserves} Coordinator reserves: only agents seeking danger face more (rule A-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n threat factor(s) exceed the Threat level {threat}: only agents seeking danger face more (rule A-31)</source>
            <translation>
                <numerusform>%n threat factor exceeds the Threat level {threat}: only agents seeking danger face more (rule A-31)</numerusform>
                <numerusform>%n threat factors exceed the Threat level {threat}: only agents seeking danger face more (rule A-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{helper} has %n unspent success(es) drawn in this scene, not {count} (rule A-42)</source>
            <translation>
                <numerusform>{helper} has %n unspent success drawn in this scene, not {count} (rule A-42)</numerusform>
                <numerusform>{helper} has %n unspent successes drawn in this scene, not {count} (rule A-42)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>an interrupted rest restores at most {limit} of {agent}'s %n exhausted aspect(s) (half, rounded down; rule A-22)</source>
            <translation>
                <numerusform>an interrupted rest restores at most {limit} of {agent}'s %n exhausted aspect (half, rounded down; rule A-22)</numerusform>
                <numerusform>an interrupted rest restores at most {limit} of {agent}'s %n exhausted aspects (half, rounded down; rule A-22)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n temporary aspect(s)</source>
            <translation>
                <numerusform>%n temporary aspect</numerusform>
                <numerusform>%n temporary aspects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n ignored negative aspect(s)</source>
            <translation>
                <numerusform>%n ignored negative aspect</numerusform>
                <numerusform>%n ignored negative aspects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n special aspect(s)</source>
            <translation>
                <numerusform>%n special aspect</numerusform>
                <numerusform>%n special aspects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n suppressed distrust</source>
            <translation>
                <numerusform>%n suppressed distrust</numerusform>
                <numerusform>%n suppressed distrust</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n aspect(s) exhausted for advantages but only {described} described; temporary aspects cannot be exhausted (rules A-11, A-15)</source>
            <translation>
                <numerusform>%n aspect exhausted for advantages but only {described} described; temporary aspects cannot be exhausted (rules A-11, A-15)</numerusform>
                <numerusform>%n aspects exhausted for advantages but only {described} described; temporary aspects cannot be exhausted (rules A-11, A-15)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n negative aspect(s) exhausted as disadvantages but only {used} used (rule A-12)</source>
            <translation>
                <numerusform>%n negative aspect exhausted as disadvantages but only {used} used (rule A-12)</numerusform>
                <numerusform>%n negative aspects exhausted as disadvantages but only {used} used (rule A-12)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n aspect(s)</source>
            <translation>
                <numerusform>%n aspect</numerusform>
                <numerusform>%n aspects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n temporary</source>
            <translation>
                <numerusform>%n temporary</numerusform>
                <numerusform>%n temporary</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n negative</source>
            <translation>
                <numerusform>%n negative</numerusform>
                <numerusform>%n negative</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n distrust</source>
            <translation>
                <numerusform>%n distrust</numerusform>
                <numerusform>%n distrust</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>this test draws %n card(s) ({draw}), not {given}</source>
            <translation>
                <numerusform>this test draws %n card ({draw}), not {given}</numerusform>
                <numerusform>this test draws %n cards ({draw}), not {given}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>trust help cancels %n complication(s) but only {available} can be cancelled: the last card on the table stays (rules A-16, A-42)</source>
            <translation>
                <numerusform>trust help cancels %n complication but only {available} can be cancelled: the last card on the table stays (rules A-16, A-42)</numerusform>
                <numerusform>trust help cancels %n complications but only {available} can be cancelled: the last card on the table stays (rules A-16, A-42)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s) are to become negative aspects but only {kept} stayed on the table (rule A-19)</source>
            <translation>
                <numerusform>%n complication is to become a negative aspect but only {kept} stayed on the table (rule A-19)</numerusform>
                <numerusform>%n complications are to become negative aspects but only {kept} stayed on the table (rule A-19)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the advantages and trust help remove %n complication(s) here: name {removals}, not {named} ({cards}) (rule A-16)</source>
            <translation>
                <numerusform>the advantages and trust help remove %n complication here: name {removals}, not {named} ({cards}) (rule A-16)</numerusform>
                <numerusform>the advantages and trust help remove %n complications here: name {removals}, not {named} ({cards}) (rule A-16)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the disadvantages remove %n success(es) here: name {removals}, not {named} ({cards}) (rule A-16)</source>
            <translation>
                <numerusform>the disadvantages remove %n success here: name {removals}, not {named} ({cards}) (rule A-16)</numerusform>
                <numerusform>the disadvantages remove %n successes here: name {removals}, not {named} ({cards}) (rule A-16)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AgentsSheet</name>
        <message numerus="yes">
            <source>{field}: is %n character(s) long; at most {limit} fit</source>
            <translation>
                <numerusform>{field}: is %n character long; at most {limit} fit</numerusform>
                <numerusform>{field}: is %n characters long; at most {limit} fit</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AgentsWords</name>
        <message numerus="yes">
            <source>%n aspect(s)</source>
            <translation>
                <numerusform>%n aspect</numerusform>
                <numerusform>%n aspects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n temporary</source>
            <translation>
                <numerusform>%n temporary</numerusform>
                <numerusform>%n temporary</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n negative</source>
            <translation>
                <numerusform>%n negative</numerusform>
                <numerusform>%n negative</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n distrust</source>
            <translation>
                <numerusform>%n distrust</numerusform>
                <numerusform>%n distrust</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n success</numerusform>
                <numerusform>%n successes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complication(s)</source>
            <translation>
                <numerusform>%n complication</numerusform>
                <numerusform>%n complications</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CinematicEditor</name>
        <message numerus="yes">
            <source>Rules U-20 and U-30: with hand management each player starts with %n card(s), plus or minus their luck. A table can change that number in its options.</source>
            <translation>
                <numerusform>Rules U-20 and U-30: with hand management each player starts with %n card, plus or minus their luck. A table can change that number in its options.</numerusform>
                <numerusform>Rules U-20 and U-30: with hand management each player starts with %n cards, plus or minus their luck. A table can change that number in its options.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Starting hand: %n card(s) ({base} {sign} {amount} for luck)</source>
            <translation>
                <numerusform>Starting hand: %n card ({base} {sign} {amount} for luck)</numerusform>
                <numerusform>Starting hand: %n cards ({base} {sign} {amount} for luck)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Starting hand: %n card(s)</source>
            <translation>
                <numerusform>Starting hand: %n card</numerusform>
                <numerusform>Starting hand: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Blessings and curses: %n more card(s) until the hand is exhausted.</source>
            <translation>
                <numerusform>Blessings and curses: one more card until the hand is exhausted.</numerusform>
                <numerusform>Blessings and curses: %n more cards until the hand is exhausted.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Blessings and curses: %n card(s) fewer until the hand is exhausted.</source>
            <translation>
                <numerusform>Blessings and curses: one card fewer until the hand is exhausted.</numerusform>
                <numerusform>Blessings and curses: %n fewer cards until the hand is exhausted.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CinematicReplay</name>
        <message numerus="yes">
            <source>Replayed %n event(s) of a cinematic session with {players};</source>
            <translation>
                <numerusform>Replayed %n event of a cinematic session with {players};</numerusform>
                <numerusform>Replayed %n events of a cinematic session with {players};</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n test(s) in effect.</source>
            <translation>
                <numerusform>%n test in effect.</numerusform>
                <numerusform>%n tests in effect.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CinematicRules</name>
        <message numerus="yes">
            <source>{player}'s hand dealt: %n card(s)</source>
            <translation>
                <numerusform>{player}'s hand dealt: %n card</numerusform>
                <numerusform>{player}'s hand dealt: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} blessed: +%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>{player} blessed: +%n card until the hand is exhausted</numerusform>
                <numerusform>{player} blessed: +%n cards until the hand is exhausted</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} cursed: −%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>{player} cursed: −%n card until the hand is exhausted</numerusform>
                <numerusform>{player} cursed: −%n cards until the hand is exhausted</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} still holds %n card(s): no new cards until the hand is empty (rule U-21)</source>
            <translation>
                <numerusform>{name} still holds %n card: no new cards until the hand is empty (rule U-21)</numerusform>
                <numerusform>{name} still holds %n cards: no new cards until the hand is empty (rule U-21)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand holds %n card(s) (rules U-20, U-30, {owed} short for a curse (rule U-31)), not {typed}</source>
            <translation>
                <numerusform>{name}'s hand holds %n card (rules U-20, U-30, {owed} short for a curse (rule U-31)), not {typed}</numerusform>
                <numerusform>{name}'s hand holds %n cards (rules U-20, U-30, {owed} short for a curse (rule U-31)), not {typed}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand holds %n card(s) (rules U-20, U-30), not {typed}</source>
            <translation>
                <numerusform>{name}'s hand holds %n card (rules U-20, U-30), not {typed}</numerusform>
                <numerusform>{name}'s hand holds %n cards (rules U-20, U-30), not {typed}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a blessing of {level} draws %n card(s), not {typed} (rule U-31)</source>
            <translation>
                <numerusform>a blessing of {level} draws %n card, not {typed} (rule U-31)</numerusform>
                <numerusform>a blessing of {level} draws %n cards, not {typed} (rule U-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a curse of {level} takes %n card(s) now: the whole hand, the rest carries over, not {lost} (rule U-31)</source>
            <translation>
                <numerusform>a curse of {level} takes %n card now: the whole hand, the rest carries over, not {lost} (rule U-31)</numerusform>
                <numerusform>a curse of {level} takes %n cards now: the whole hand, the rest carries over, not {lost} (rule U-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a curse of {level} takes %n card(s) now, not {lost} (rule U-31)</source>
            <translation>
                <numerusform>a curse of {level} takes %n card now, not {lost} (rule U-31)</numerusform>
                <numerusform>a curse of {level} takes %n cards now, not {lost} (rule U-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand holds %n card(s): there is no card {number}</source>
            <translation>
                <numerusform>{name}'s hand holds %n card: there is no card {number}</numerusform>
                <numerusform>{name}'s hand holds %n cards: there is no card {number}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}'s hand is empty: deal the %n card(s) of the new hand first (rule U-21)</source>
            <translation>
                <numerusform>{name}'s hand is empty: deal the %n card of the new hand first (rule U-21)</numerusform>
                <numerusform>{name}'s hand is empty: deal the %n cards of the new hand first (rule U-21)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} calls for another card (rule {rule}) but the test was given only %n card(s)</source>
            <translation>
                <numerusform>{card} calls for another card (rule {rule}) but the test was given only %n card</numerusform>
                <numerusform>{card} calls for another card (rule {rule}) but the test was given only %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} calls for another card (rule {rule}, chained) but the test was given only %n card(s)</source>
            <translation>
                <numerusform>{card} calls for another card (rule {rule}, chained) but the test was given only %n card</numerusform>
                <numerusform>{card} calls for another card (rule {rule}, chained) but the test was given only %n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CinematicScreen</name>
        <message numerus="yes">
            <source>{player}'s new hand: %n card(s)</source>
            <translation>
                <numerusform>{player}'s new hand: %n card</numerusform>
                <numerusform>{player}'s new hand: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} blessed by {spell}: +%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>{player} blessed by {spell}: +%n card until the hand is exhausted</numerusform>
                <numerusform>{player} blessed by {spell}: +%n cards until the hand is exhausted</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} blessed: +%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>{player} blessed: +%n card until the hand is exhausted</numerusform>
                <numerusform>{player} blessed: +%n cards until the hand is exhausted</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} cursed by {spell}: −%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>{player} cursed by {spell}: −%n card until the hand is exhausted</numerusform>
                <numerusform>{player} cursed by {spell}: −%n cards until the hand is exhausted</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} cursed: −%n card(s) until the hand is exhausted</source>
            <translation>
                <numerusform>{player} cursed: −%n card until the hand is exhausted</numerusform>
                <numerusform>{player} cursed: −%n cards until the hand is exhausted</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DiceBanksScreen</name>
        <message numerus="yes">
            <source>%n rounds</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n extra actions</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n dice</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n successes</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>DrawnPanel</name>
        <message numerus="yes">
            <source>{name}'s cards — %n drawn</source>
            <translation>
                <numerusform>{name}'s cards — %n drawn</numerusform>
                <numerusform>{name}'s cards — %n drawn</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HandPanel</name>
        <message numerus="yes">
            <source>{name}'s hand: %n card(s) · size {size} ({start}, luck {luck}){spells}</source>
            <translation>
                <numerusform>{name}'s hand: %n card · size {size} ({start}, luck {luck}){spells}</numerusform>
                <numerusform>{name}'s hand: %n cards · size {size} ({start}, luck {luck}){spells}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the %n card(s) dealt, e.g. QH 4C …</source>
            <translation>
                <numerusform>the %n card dealt, e.g. QH 4C …</numerusform>
                <numerusform>the %n cards dealt, e.g. QH 4C …</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A hand is refilled to %n card(s) once it is empty (rule U-21)</source>
            <translation>
                <numerusform>A hand is refilled to %n card once it is empty (rule U-21)</numerusform>
                <numerusform>A hand is refilled to %n cards once it is empty (rule U-21)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryWriter</name>
        <message numerus="yes">
            <source>Scene '{old}' ends with its %n circumstance (rule F-32); next scene: '{new}'</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Scene '{old}' ends with its %n circumstances (rule F-32); next scene: '{new}'</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} spends %n Adversity Token (+{count}) — {contest}</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} spends %n Adversity Tokens (+{count}) — {contest}</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>PilesBar</name>
        <message numerus="yes">
            <source>incl. %n rest mark(s) (A-22)</source>
            <translation>
                <numerusform>incl. %n rest mark (A-22)</numerusform>
                <numerusform>incl. %n rest marks (A-22)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlanPanel</name>
        <message numerus="yes">
            <source>Draw %n card(s) (Space)</source>
            <translation>
                <numerusform>Draw %n card (Space)</numerusform>
                <numerusform>Draw %n cards (Space)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Record %n card(s) (Enter)</source>
            <translation>
                <numerusform>Record %n card (Enter)</numerusform>
                <numerusform>Record %n cards (Enter)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> · costs %n reserve(s)</source>
            <translation>
                <numerusform> · costs %n reserve</numerusform>
                <numerusform> · costs %n reserves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Draws &lt;b&gt;%n&lt;/b&gt; card(s): {parts}{cost}{note}</source>
            <translation>
                <numerusform>Draws &lt;b&gt;%n&lt;/b&gt; card: {parts}{cost}{note}</numerusform>
                <numerusform>Draws &lt;b&gt;%n&lt;/b&gt; cards: {parts}{cost}{note}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SeatPanel</name>
        <message numerus="yes">
            <source>%n card(s) in hand (dealt {size})</source>
            <translation>
                <numerusform>%n card in hand (dealt {size})</numerusform>
                <numerusform>%n cards in hand (dealt {size})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TrackBar</name>
        <message numerus="yes">
            <source>One milestone for every %n success(es) (A-32); milestone {final} wins the mission (A-34)</source>
            <translation>
                <numerusform>One milestone for every success (A-32); milestone {final} wins the mission (A-34)</numerusform>
                <numerusform>One milestone for every %n successes (A-32); milestone {final} wins the mission (A-34)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>One Threat-level card for every %n complication(s) (A-30); level {final} ends the mission (A-34). In effect this scene: {effect}.</source>
            <translation>
                <numerusform>One Threat-level card for every complication (A-30); level {final} ends the mission (A-34). In effect this scene: {effect}.</numerusform>
                <numerusform>One Threat-level card for every %n complications (A-30); level {final} ends the mission (A-34). In effect this scene: {effect}.</numerusform>
            </translation>
        </message>
    </context>
</TS>
