// A user's clone builds and tests on its own: every file a test or benchmark reads is in the
// repository (tests/data), copies of measurements keep their sources, and no test writes to a
// fixed path outside its temporary folder.
#include "tests/RepositoryFiles.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include <nlohmann/json.hpp>

namespace {

// The files that decide what a build, a test or a benchmark reads: CMake files, the scripts,
// CI, and the tests' own sources.
QStringList buildAndTestFiles()
{
    QStringList files = { repositoryPath(QStringLiteral("CMakeLists.txt")), repositoryPath(QStringLiteral(".ci/run")) };
    for (const QString& dir : { QStringLiteral("models"), QStringLiteral("views"), QStringLiteral("app") })
        files.append(repositoryPath(dir + QStringLiteral("/CMakeLists.txt")));
    const QDir tests(repositoryPath(QStringLiteral("tests")));
    for (const QString& name : tests.entryList(
             { QStringLiteral("*.cpp"), QStringLiteral("*.h"), QStringLiteral("CMakeLists.txt") }, QDir::Files))
        files.append(tests.filePath(name));
    const QDir scripts(repositoryPath(QStringLiteral("scripts")));
    for (const QString& name : scripts.entryList({ QStringLiteral("*.sh") }, QDir::Files))
        files.append(scripts.filePath(name));
    return files;
}

} // namespace

class TestSelfContained : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void testDataIsInsideTheRepository();
    void nothingReadsBesideTheClone();
    void testsWriteNoFixedTmpPath();
    void accuracyRowsAreCopiedWithSources();
};

void TestSelfContained::testDataIsInsideTheRepository()
{
    const QString data = QDir(QStringLiteral(RENTPLAN_TEST_DATA)).canonicalPath();
    const QString repository = QDir(QStringLiteral(RENTPLAN_SOURCE_DIR)).canonicalPath();
    QVERIFY2(data.startsWith(repository + u'/'), qPrintable(data));
    for (const char* folder : { "nvidia-smi", "accuracy", "accept", "configs", "plans", "ledger" })
        QVERIFY2(QDir(data).exists(QLatin1String(folder)), folder);
}

void TestSelfContained::nothingReadsBesideTheClone()
{
    // The team keeps a "shared" folder next to its checkouts; a user's clone has nothing there.
    const QString needle = QStringLiteral("..") + QStringLiteral("/shared");
    for (const QString& file : buildAndTestFiles()) {
        if (!QFile::exists(file))
            continue;
        const QString text = QString::fromUtf8(repositoryBytes(file));
        QVERIFY2(!text.contains(needle), qPrintable(file));
        QVERIFY2(!text.contains(QStringLiteral("/work/") + QStringLiteral("shared")), qPrintable(file));
    }
}

void TestSelfContained::testsWriteNoFixedTmpPath()
{
    // Tests write under a QTemporaryDir: a fixed path in /tmp collides between parallel runs and users.
    static const QRegularExpression fixedTmp(QStringLiteral("\"/tmp") + QStringLiteral("/"));
    const QDir tests(repositoryPath(QStringLiteral("tests")));
    for (const QString& name : tests.entryList({ QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files)) {
        const QString text = QString::fromUtf8(repositoryBytes(tests.filePath(name)));
        QVERIFY2(!fixedTmp.match(text).hasMatch(), qPrintable(name));
    }
}

void TestSelfContained::accuracyRowsAreCopiedWithSources()
{
    // tests/data/accuracy holds the 65 published measurements the accuracy benchmark reads
    // (README.md there), each naming where it was published, with the configs they point at.
    const QString dir = QStringLiteral(RENTPLAN_TEST_DATA "/accuracy");
    const auto rows = nlohmann::json::parse(repositoryBytes(dir + QStringLiteral("/measured-dev.json")).toStdString());
    QVERIFY(rows.is_array());
    QCOMPARE(rows.size(), 65u);
    int withConfig = 0;
    for (const auto& row : rows) {
        QVERIFY(row.at("source").is_string() && !row.at("source").get<std::string>().empty());
        // A number, or a range as published ("72-80").
        QVERIFY(row.at("measured_value").is_number() || row.at("measured_value").is_string());
        const auto config = row.find("config_file");
        if (config != row.end() && config->is_string()) {
            const QString path = dir + u'/' + QString::fromStdString(config->get<std::string>());
            QVERIFY2(QFile::exists(path), qPrintable(path));
            ++withConfig;
        }
    }
    QCOMPARE(withConfig, 50); // README.md: "config_file points at ... (50 rows)"; six added here (SOURCES.md)
    QVERIFY(QFile::exists(dir + QStringLiteral("/README.md")));
    QVERIFY(QFile::exists(dir + QStringLiteral("/SOURCES.md")));
}

QTEST_GUILESS_MAIN(TestSelfContained)
#include "tst_selfcontained.moc"
