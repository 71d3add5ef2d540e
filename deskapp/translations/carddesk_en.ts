<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
    <context>
        <name />
        <message numerus="yes">
            <source>%n success</source>
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
        <message numerus="yes">
            <source>%n complication</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complications</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complication became a negative aspect</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n complications became negative aspects</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>+%n complication mark</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>+%n complication marks</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>CinematicScreen</name>
        <message numerus="yes">
            <source>{whose} deck reshuffled</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{whose} decks reshuffled</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
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
</TS>
