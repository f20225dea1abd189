// The watchdog's settings as typed (Watchdog panel) or given (`rentplan watchdog`), turned
// into the script's options by the one function both use.
#include "models/common/InputError.h"
#include "models/toolkit/WatchdogInput.h"

#include <QtTest>

using namespace rp;
using toolkit::WatchdogInput;

class TestWatchdogInput : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaultsAreTheScriptDefaults();
    void keepAliveListIsTrimmed();
    void stopCommandIsTrimmed();
    void badValuesAreLeftForTheCheck();
};

void TestWatchdogInput::defaultsAreTheScriptDefaults()
{
    // 5 % for 30 minutes, a check a minute, shutdown, and copying tools keep the machine up.
    const toolkit::WatchdogOptions o = WatchdogInput().normalized();
    QCOMPARE(o.thresholdPercent, 5.0);
    QCOMPARE(o.minutes, 30);
    QCOMPARE(o.intervalSeconds, 60);
    QCOMPARE(o.stopCommand, QStringLiteral("shutdown -h now"));
    QCOMPARE(o.keepAlive, (QStringList { QStringLiteral("rsync"), QStringLiteral("scp"), QStringLiteral("rclone") }));
    QCOMPARE(WatchdogInput().keepAlive, QStringLiteral("rsync,scp,rclone"));
}

void TestWatchdogInput::keepAliveListIsTrimmed()
{
    WatchdogInput in;
    // As people type lists: spaces after commas, a doubled comma, a name twice.
    in.keepAlive = QStringLiteral(" rsync, scp ,,rclone, rsync ");
    QCOMPARE(in.normalized().keepAlive,
        (QStringList { QStringLiteral("rsync"), QStringLiteral("scp"), QStringLiteral("rclone") }));
    in.keepAlive = QStringLiteral("");
    QVERIFY(in.normalized().keepAlive.isEmpty()); // "" means none
    in.keepAlive = QStringLiteral(" , ");
    QVERIFY(in.normalized().keepAlive.isEmpty());
}

void TestWatchdogInput::stopCommandIsTrimmed()
{
    WatchdogInput in;
    in.stopCommand = QStringLiteral("  sudo poweroff \n");
    QCOMPARE(in.normalized().stopCommand, QStringLiteral("sudo poweroff"));
}

void TestWatchdogInput::badValuesAreLeftForTheCheck()
{
    // Nothing is bent into shape: the generator names the option that cannot be used.
    WatchdogInput in;
    in.minutes = 1;
    in.intervalSeconds = 120; // longer than the idle time
    try {
        toolkit::WatchdogScript::generate(in.normalized());
        QFAIL("accepted");
    } catch (const InputException& e) {
        QCOMPARE(e.error().where, QStringLiteral("--interval"));
    }
    in = WatchdogInput();
    in.keepAlive = QStringLiteral("rsync, my tool");
    QCOMPARE(in.normalized().keepAlive.last(), QStringLiteral("my tool"));
    try {
        toolkit::WatchdogScript::generate(in.normalized());
        QFAIL("accepted");
    } catch (const InputException& e) {
        QCOMPARE(e.error().where, QStringLiteral("--keep-alive"));
    }
}

QTEST_GUILESS_MAIN(TestWatchdogInput)
#include "tst_watchdoginput.moc"
