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
        <name>AgentsPublic</name>
        <message numerus="yes">
            <source>%n left</source>
            <translation>
                <numerusform>%n left</numerusform>
                <numerusform>%n left</numerusform>
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
        <message numerus="yes">
            <source>Threat {threat} and %n milestone(s) of {final} (Threat step {step}, milestone step {milestone_step}): {leading}.</source>
            <translation>
                <numerusform>Threat {threat} and %n milestone of {final} (Threat step {step}, milestone step {milestone_step}): {leading}.</numerusform>
                <numerusform>Threat {threat} and %n milestones of {final} (Threat step {step}, milestone step {milestone_step}): {leading}.</numerusform>
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
            <source>{name}'s hand holds %n card(s) (U-20)</source>
            <translation>
                <numerusform>{name}'s hand holds %n card (U-20)</numerusform>
                <numerusform>{name}'s hand holds %n cards (U-20)</numerusform>
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
        <name>Cli</name>
        <message numerus="yes">
            <source>a number of %n digit(s)</source>
            <translation>
                <numerusform>a number of %n digit</numerusform>
                <numerusform>a number of %n digits</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n character(s)</source>
            <translation>
                <numerusform>%n character</numerusform>
                <numerusform>%n characters</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>in %n rule system(s)</source>
            <translation>
                <numerusform>in %n rule system</numerusform>
                <numerusform>in %n rule systems</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished play session(s)</source>
            <translation>
                <numerusform>%n finished play session</numerusform>
                <numerusform>%n finished play sessions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n play session(s) in progress</source>
            <translation>
                <numerusform>%n play session in progress</numerusform>
                <numerusform>%n play sessions in progress</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %n character(s) to {path}</source>
            <translation>
                <numerusform>Exported %n character to {path}</numerusform>
                <numerusform>Exported %n characters to {path}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n PNG file(s) of {width}×{height} px for {cards} to {path}</source>
            <translation>
                <numerusform>Wrote %n PNG file of {width}×{height} px for {cards} to {path}</numerusform>
                <numerusform>Wrote %n PNG files of {width}×{height} px for {cards} to {path}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n page(s) with {cards} to {path}</source>
            <translation>
                <numerusform>Wrote %n page with {cards} to {path}</numerusform>
                <numerusform>Wrote %n pages with {cards} to {path}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{line}, %n warning(s)</source>
            <translation>
                <numerusform>{line}, %n warning</numerusform>
                <numerusform>{line}, %n warnings</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CombatantCard</name>
        <message numerus="yes">
            <source>+%n dice waiting from {giver}</source>
            <translation>
                <numerusform>+%n die waiting from {giver}</numerusform>
                <numerusform>+%n dice waiting from {giver}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Deck</name>
        <message numerus="yes">
            <source>{pile} holds %n card(s): there is no card at position {position}</source>
            <translation>
                <numerusform>{pile} holds %n card: there is no card at position {position}</numerusform>
                <numerusform>{pile} holds %n cards: there is no card at position {position}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{pile} holds %n card(s): look at 1 to that many</source>
            <translation>
                <numerusform>{pile} holds %n card: look at 1 to that many</numerusform>
                <numerusform>{pile} holds %n cards: look at 1 to that many</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>cannot draw %n card(s): {pile} and discard pile hold only {held}</source>
            <translation>
                <numerusform>cannot draw %n card: {pile} and discard pile hold only {held}</numerusform>
                <numerusform>cannot draw %n cards: {pile} and discard pile hold only {held}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DeckDialog</name>
        <message numerus="yes">
            <source>{name}: %n card(s) in the draw pile</source>
            <translation>
                <numerusform>{name}: %n card in the draw pile</numerusform>
                <numerusform>{name}: %n cards in the draw pile</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, and %n in the discard pile, shuffled in when the draw pile runs out</source>
            <translation>
                <numerusform>, and %n in the discard pile, shuffled in when the draw pile runs out</numerusform>
                <numerusform>, and %n in the discard pile, shuffled in when the draw pile runs out</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Draw pile: %n card(s)</source>
            <translation>
                <numerusform>Draw pile: %n card</numerusform>
                <numerusform>Draw pile: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>discard pile: %n card(s)</source>
            <translation>
                <numerusform>discard pile: %n card</numerusform>
                <numerusform>discard pile: %n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DiceBanks</name>
        <message numerus="yes">
            <source>&lt;b&gt;Action ready&lt;/b&gt; (+%n extra)</source>
            <translation>
                <numerusform>&lt;b&gt;Action ready&lt;/b&gt; (+%n extra)</numerusform>
                <numerusform>&lt;b&gt;Action ready&lt;/b&gt; (+%n extra)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n extra action(s)&lt;/b&gt; left · next at −{p}</source>
            <translation>
                <numerusform>&lt;b&gt;%n extra action&lt;/b&gt; left · next at −{p}</numerusform>
                <numerusform>&lt;b&gt;%n extra actions&lt;/b&gt; left · next at −{p}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DiceBanksCheck</name>
        <message numerus="yes">
            <source>%n dice</source>
            <translation>
                <numerusform>%n die</numerusform>
                <numerusform>%n dice</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n success(es)</source>
            <translation>
                <numerusform>%n success</numerusform>
                <numerusform>%n successes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DiceBanksDriver</name>
        <message numerus="yes">
            <source>{who} has %n dice in a bank, not {asked} (rule B-06)</source>
            <translation>
                <numerusform>{who} has %n die in a bank, not {asked} (rule B-06)</numerusform>
                <numerusform>{who} has %n dice in a bank, not {asked} (rule B-06)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} has already taken %n action(s) this round: one action per round (rule B-01), more only from items or abilities (rule B-04); reactions are still open</source>
            <translation>
                <numerusform>{who} has already taken %n action this round: one action per round (rule B-01), more only from items or abilities (rule B-04); reactions are still open</numerusform>
                <numerusform>{who} has already taken %n actions this round: one action per round (rule B-01), more only from items or abilities (rule B-04); reactions are still open</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n dice left {in_bank} this round, not {asked} (rule B-03)</source>
            <translation>
                <numerusform>{who} has %n die left {in_bank} this round, not {asked} (rule B-03)</numerusform>
                <numerusform>{who} has %n dice left {in_bank} this round, not {asked} (rule B-03)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DiceBanksEditor</name>
        <message numerus="yes">
            <source>&lt;b&gt;%n&lt;/b&gt; dice</source>
            <translation>
                <numerusform>&lt;b&gt;%n&lt;/b&gt; die</numerusform>
                <numerusform>&lt;b&gt;%n&lt;/b&gt; dice</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DiceBanksReplay</name>
        <message numerus="yes">
            <source>Replayed %n event(s) of a dice-banks session with {names} ({in_effect} in effect); scene {scene}, {where}.</source>
            <translation>
                <numerusform>Replayed %n event of a dice-banks session with {names} ({in_effect} in effect); scene {scene}, {where}.</numerusform>
                <numerusform>Replayed %n events of a dice-banks session with {names} ({in_effect} in effect); scene {scene}, {where}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: {banks} of {size}; %n action(s) left.</source>
            <translation>
                <numerusform>{name}: {banks} of {size}; %n action left.</numerusform>
                <numerusform>{name}: {banks} of {size}; %n actions left.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Last roll: {who}'s {skill}, %n success(es): {result}.</source>
            <translation>
                <numerusform>Last roll: {who}'s {skill}, %n success: {result}.</numerusform>
                <numerusform>Last roll: {who}'s {skill}, %n successes: {result}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Last roll: {who}'s {skill}, %n success(es): {result}, Power {power}.</source>
            <translation>
                <numerusform>Last roll: {who}'s {skill}, %n success: {result}, Power {power}.</numerusform>
                <numerusform>Last roll: {who}'s {skill}, %n successes: {result}, Power {power}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DiceBanksRules</name>
        <message numerus="yes">
            <source>{who} cannot react with %n dice after penalties: burn a Scar for reaction dice (rule B-41)</source>
            <translation>
                <numerusform>{who} cannot react with %n die after penalties: burn a Scar for reaction dice (rule B-41)</numerusform>
                <numerusform>{who} cannot react with %n dice after penalties: burn a Scar for reaction dice (rule B-41)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n dice in a bank (Proficiency + 2), not {asked} (rule B-06)</source>
            <translation>
                <numerusform>{who} has %n die in a bank (Proficiency + 2), not {asked} (rule B-06)</numerusform>
                <numerusform>{who} has %n dice in a bank (Proficiency + 2), not {asked} (rule B-06)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n dice left {in_bank} this round, not {asked} (rules B-03, B-30)</source>
            <translation>
                <numerusform>{who} has %n die left {in_bank} this round, not {asked} (rules B-03, B-30)</numerusform>
                <numerusform>{who} has %n dice left {in_bank} this round, not {asked} (rules B-03, B-30)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} can burn at most %n point(s) (the Proficiency) in one roll, not {asked} (rule B-31)</source>
            <translation>
                <numerusform>{who} can burn at most %n point (the Proficiency) in one roll, not {asked} (rule B-31)</numerusform>
                <numerusform>{who} can burn at most %n points (the Proficiency) in one roll, not {asked} (rule B-31)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Scar '{scar}' can take only %n more stun point(s) without upgrading other damage, not {asked} (rule B-31)</source>
            <translation>
                <numerusform>Scar '{scar}' can take only %n more stun point without upgrading other damage, not {asked} (rule B-31)</numerusform>
                <numerusform>Scar '{scar}' can take only %n more stun points without upgrading other damage, not {asked} (rule B-31)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DiceBanksScreen</name>
        <message numerus="yes">
            <source>&lt;b&gt;{who}&lt;/b&gt; → &lt;b&gt;{target}&lt;/b&gt;: {skill}, %n success(es) · reactions: {reactions} · Defense {defense}</source>
            <translation>
                <numerusform>&lt;b&gt;{who}&lt;/b&gt; → &lt;b&gt;{target}&lt;/b&gt;: {skill}, %n success · reactions: {reactions} · Defense {defense}</numerusform>
                <numerusform>&lt;b&gt;{who}&lt;/b&gt; → &lt;b&gt;{target}&lt;/b&gt;: {skill}, %n successes · reactions: {reactions} · Defense {defense}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n dice&lt;/b&gt; · success on {s}+ · explodes on {e}+</source>
            <translation>
                <numerusform>&lt;b&gt;%n die&lt;/b&gt; · success on {s}+ · explodes on {e}+</numerusform>
                <numerusform>&lt;b&gt;%n dice&lt;/b&gt; · success on {s}+ · explodes on {e}+</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n face(s) too many&lt;/b&gt;: take them back (⌫)</source>
            <translation>
                <numerusform>&lt;b&gt;%n face too many&lt;/b&gt;: take it back (⌫)</numerusform>
                <numerusform>&lt;b&gt;%n faces too many&lt;/b&gt;: take them back (⌫)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Conflict ends after %n round(s)</source>
            <translation>
                <numerusform>Conflict ends after %n round</numerusform>
                <numerusform>Conflict ends after %n rounds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} has %n extra action(s) per round from abilities (rule B-04)</source>
            <translation>
                <numerusform>{who} has %n extra action per round from abilities (rule B-04)</numerusform>
                <numerusform>{who} has %n extra actions per round from abilities (rule B-04)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who}'s roll of '{title}' is interrupted: {how}. {who} enters the conflict without %n dice {from_bank} (rule B-74)</source>
            <translation>
                <numerusform>{who}'s roll of '{title}' is interrupted: {how}. {who} enters the conflict without %n die {from_bank} (rule B-74)</numerusform>
                <numerusform>{who}'s roll of '{title}' is interrupted: {how}. {who} enters the conflict without %n dice {from_bank} (rule B-74)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n dice</source>
            <translation>
                <numerusform>%n die</numerusform>
                <numerusform>%n dice</numerusform>
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
            <source>+%n dice for {name}</source>
            <translation>
                <numerusform>+%n die for {name}</numerusform>
                <numerusform>+%n dice for {name}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DiceTray</name>
        <message numerus="yes">
            <source>{bank} bank · %n dice · success on {success}+ · explodes on {explode}+</source>
            <translation>
                <numerusform>{bank} bank · %n die · success on {success}+ · explodes on {explode}+</numerusform>
                <numerusform>{bank} bank · %n dice · success on {success}+ · explodes on {explode}+</numerusform>
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
            <source>+%n dice from support</source>
            <translation>
                <numerusform>+%n die from support</numerusform>
                <numerusform>+%n dice from support</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>+%n dice for {name}'s next roll</source>
            <translation>
                <numerusform>+%n die for {name}'s next roll</numerusform>
                <numerusform>+%n dice for {name}'s next roll</numerusform>
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
        <name>Edits</name>
        <message numerus="yes">
            <source>Import %n character(s)</source>
            <translation>
                <numerusform>Import %n character</numerusform>
                <numerusform>Import %n characters</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Exchange</name>
        <message numerus="yes">
            <source>%n character(s)</source>
            <translation>
                <numerusform>%n character</numerusform>
                <numerusform>%n characters</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n play session(s)</source>
            <translation>
                <numerusform>%n play session</numerusform>
                <numerusform>%n play sessions</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FounderCard</name>
        <message numerus="yes">
            <source>%n adversity</source>
            <translation>
                <numerusform>%n adversity</numerusform>
                <numerusform>%n adversity</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FoundersCheck</name>
        <message numerus="yes">
            <source>--tags: %n tag scores; one check takes at most {most}</source>
            <translation>
                <numerusform>--tags: %n tag score; one check takes at most {most}</numerusform>
                <numerusform>--tags: %n tag scores; one check takes at most {most}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a number of %n digit(s)</source>
            <translation>
                <numerusform>a number of %n digit</numerusform>
                <numerusform>a number of %n digits</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n face(s) given, but a roll is two dice: write them such as 3 4</source>
            <translation>
                <numerusform>%n face given, but a roll is two dice: write them such as 3 4</numerusform>
                <numerusform>%n faces given, but a roll is two dice: write them such as 3 4</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FoundersRules</name>
        <message numerus="yes">
            <source>{name} has %n adversity token(s): cannot spend {count}</source>
            <translation>
                <numerusform>{name} has %n adversity token: cannot spend {count}</numerusform>
                <numerusform>{name} has %n adversity tokens: cannot spend {count}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the Director has %n suspicion point(s): cannot spend {count}</source>
            <translation>
                <numerusform>the Director has %n suspicion point: cannot spend {count}</numerusform>
                <numerusform>the Director has %n suspicion points: cannot spend {count}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FoundersScreen</name>
        <message numerus="yes">
            <source>%n suspicion</source>
            <translation>
                <numerusform>%n suspicion</numerusform>
                <numerusform>%n suspicion</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>“{scene}” ends, and its %n circumstance(s) with it (F-32). Founders keep their traits, consequences and Adversity Tokens; the Director keeps his Suspicion Points. The next scene:</source>
            <translation>
                <numerusform>“{scene}” ends, and its %n circumstance with it (F-32). Founders keep their traits, consequences and Adversity Tokens; the Director keeps his Suspicion Points. The next scene:</numerusform>
                <numerusform>“{scene}” ends, and its %n circumstances with it (F-32). Founders keep their traits, consequences and Adversity Tokens; the Director keeps his Suspicion Points. The next scene:</numerusform>
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
            <source>the %n card(s) dealt, e.g. {cards} or {typed} …</source>
            <translation>
                <numerusform>the %n card dealt, e.g. {cards} or {typed} …</numerusform>
                <numerusform>the %n cards dealt, e.g. {cards} or {typed} …</numerusform>
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
        <name>HistoryPanel</name>
        <message numerus="yes">
            <source>⋯ %n earlier action(s): click to show them</source>
            <translation>
                <numerusform>⋯ %n earlier action: click to show it</numerusform>
                <numerusform>⋯ %n earlier actions: click to show them</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryWriter</name>
        <message numerus="yes">
            <source>Scene '{old}' ends with its %n circumstance(s) (rule F-32); next scene: '{new}'</source>
            <translation>
                <numerusform>Scene '{old}' ends with its %n circumstance (rule F-32); next scene: '{new}'</numerusform>
                <numerusform>Scene '{old}' ends with its %n circumstances (rule F-32); next scene: '{new}'</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The Director spends %n Suspicion Point(s) on a complication: {card} (rule F-16)</source>
            <translation>
                <numerusform>The Director spends %n Suspicion Point on a complication: {card} (rule F-16)</numerusform>
                <numerusform>The Director spends %n Suspicion Points on a complication: {card} (rule F-16)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} spends %n Adversity Token(s) (+{count}) — {contest}</source>
            <translation>
                <numerusform>{name} spends %n Adversity Token (+{count}) — {contest}</numerusform>
                <numerusform>{name} spends %n Adversity Tokens (+{count}) — {contest}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PilesBar</name>
        <message numerus="yes">
            <source>incl. %n rest mark(s)</source>
            <translation>
                <numerusform>incl. %n rest mark</numerusform>
                <numerusform>incl. %n rest marks</numerusform>
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
        <name>Play</name>
        <message numerus="yes">
            <source>{deck} holds %n card(s) to deal: deal at most that many</source>
            <translation>
                <numerusform>{deck} holds %n card to deal: deal at most that many</numerusform>
                <numerusform>{deck} holds %n cards to deal: deal at most that many</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) dealt to {name}</source>
            <translation>
                <numerusform>%n card dealt to {name}</numerusform>
                <numerusform>%n cards dealt to {name}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) dealt to each of {names}</source>
            <translation>
                <numerusform>%n card dealt to each of {names}</numerusform>
                <numerusform>%n cards dealt to each of {names}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{game_master} looks at the top %n card(s) of the draw pile ({deck})</source>
            <translation>
                <numerusform>{game_master} looks at the top card of the draw pile ({deck})</numerusform>
                <numerusform>{game_master} looks at the top %n cards of the draw pile ({deck})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlayersDialog</name>
        <message numerus="yes">
            <source>Connected (%n page(s))</source>
            <translation>
                <numerusform>Connected (%n page)</numerusform>
                <numerusform>Connected (%n pages)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Preflight</name>
        <message numerus="yes">
            <source>%n more field(s)</source>
            <translation>
                <numerusform>%n more field</numerusform>
                <numerusform>%n more fields</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>card full: {field} and {more} continue on %n card(s)</source>
            <translation>
                <numerusform>card full: {field} and {more} continue on %n card</numerusform>
                <numerusform>card full: {field} and {more} continue on %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>card full: {field} continues on %n card(s)</source>
            <translation>
                <numerusform>card full: {field} continues on %n card</numerusform>
                <numerusform>card full: {field} continues on %n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintPage</name>
        <message numerus="yes">
            <source>Wrote the fronts and backs of %n card(s) to {path}, a PNG file for each side.</source>
            <translation>
                <numerusform>Wrote the front and back of %n card to {path}, a PNG file for each side.</numerusform>
                <numerusform>Wrote the fronts and backs of %n cards to {path}, a PNG file for each side.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote the fronts of %n card(s) to {path} as PNG files; no backs were written: choose double-sided backs under Backs to write them too.</source>
            <translation>
                <numerusform>Wrote the front of %n card to {path} as a PNG file; no backs were written: choose double-sided backs under Backs to write them too.</numerusform>
                <numerusform>Wrote the fronts of %n cards to {path} as PNG files; no backs were written: choose double-sided backs under Backs to write them too.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n card(s) to {path}, one side a page, each back after its front.</source>
            <translation>
                <numerusform>Wrote %n card to {path}, one side a page, each back after its front.</numerusform>
                <numerusform>Wrote %n cards to {path}, one side a page, each back after its front.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote the fronts of %n card(s) to {path}, one a page; no backs were written: choose double-sided backs under Backs to write them too.</source>
            <translation>
                <numerusform>Wrote the fronts of %n card to {path}, one a page; no backs were written: choose double-sided backs under Backs to write them too.</numerusform>
                <numerusform>Wrote the fronts of %n cards to {path}, one a page; no backs were written: choose double-sided backs under Backs to write them too.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n page(s)</source>
            <translation>
                <numerusform>%n page</numerusform>
                <numerusform>%n pages</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Only the cards that changed (%n)</source>
            <translation>
                <numerusform>Only the cards that changed (%n)</numerusform>
                <numerusform>Only the cards that changed (%n)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintPreflight</name>
        <message numerus="yes">
            <source>%n cut line(s) have no crop mark: there is no room for one between the bleed and the {margin} mm printer margin; choose the automatic gap, which leaves room for a mark on every cut line</source>
            <translation>
                <numerusform>%n cut line has no crop mark: there is no room for one between the bleed and the {margin} mm printer margin; choose the automatic gap, which leaves room for a mark on every cut line</numerusform>
                <numerusform>%n cut lines have no crop mark: there is no room for one between the bleed and the {margin} mm printer margin; choose the automatic gap, which leaves room for a mark on every cut line</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card}: card full: {field} and %n more field(s) continue on {onto}</source>
            <translation>
                <numerusform>{card}: card full: {field} and %n more field continue on {onto}</numerusform>
                <numerusform>{card}: card full: {field} and %n more fields continue on {onto}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n more card(s)</source>
            <translation>
                <numerusform>%n more card</numerusform>
                <numerusform>%n more cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintProfiles</name>
        <message numerus="yes">
            <source>%n printer profile(s) in {path} could not be read and are left out; the file is kept as it is until a profile is saved, and then put aside beside it</source>
            <translation>
                <numerusform>%n printer profile in {path} could not be read and is left out; the file is kept as it is until a profile is saved, and then put aside beside it</numerusform>
                <numerusform>%n printer profiles in {path} could not be read and are left out; the file is kept as it is until a profile is saved, and then put aside beside it</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message numerus="yes">
            <source>a %n-digit number</source>
            <translation>
                <numerusform>a %n-digit number</numerusform>
                <numerusform>a %n-digit number</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message numerus="yes">
            <source>Replayed %n event(s) of the {system} session '{name}': every event replays exactly.</source>
            <translation>
                <numerusform>Replayed %n event of the {system} session '{name}': every event replays exactly.</numerusform>
                <numerusform>Replayed %n events of the {system} session '{name}': every event replays exactly.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RollBuilder</name>
        <message numerus="yes">
            <source>{who}'s {skill} on {target} (%n success(es))</source>
            <translation>
                <numerusform>{who}'s {skill} on {target} (%n success)</numerusform>
                <numerusform>{who}'s {skill} on {target} (%n successes)</numerusform>
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
        <name>Store</name>
        <message numerus="yes">
            <source>the session was exported with %n event(s) and holds {held}: events were removed or added after the export</source>
            <translation>
                <numerusform>the session was exported with %n event and holds {held}: events were removed or added after the export</numerusform>
                <numerusform>the session was exported with %n events and holds {held}: events were removed or added after the export</numerusform>
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
    <context>
        <name>UpdateSheetsDialog</name>
        <message numerus="yes">
            <source>These items will be written onto the sheets. %n of them were also changed on the sheet while the session ran (marked): play's value is written unless you tick “Keep the sheet's”.</source>
            <translation>
                <numerusform>These items will be written onto the sheets. %n of them was also changed on the sheet while the session ran (marked): play's value is written unless you tick “Keep the sheet's”.</numerusform>
                <numerusform>These items will be written onto the sheets. %n of them were also changed on the sheet while the session ran (marked): play's value is written unless you tick “Keep the sheet's”.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message numerus="yes">
            <source>{start}… (%n character(s))</source>
            <translation>
                <numerusform>{start}… (%n character)</numerusform>
                <numerusform>{start}… (%n characters)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message numerus="yes">
            <source>expected %n argument(s)</source>
            <translation>
                <numerusform>expected %n argument</numerusform>
                <numerusform>expected %n arguments</numerusform>
            </translation>
        </message>
    </context>
</TS>
