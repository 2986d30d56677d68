package org.peregrine.examples;

import demo.Bench;
import demo.BenchHelper;
import demo.Rejected;
import demo.Sample;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import noticeboard.BoardHelper;
import org.omg.CORBA.ORB;

/**
 * Peregrine's main job in one command: starts {@link DemoServer} in a second JVM on 127.0.0.1,
 * calls it from this JVM through generated stubs (the bench's calls, then {@link
 * NoticeboardTour}), prints what happened and a small latency table, then shuts the server down.
 *
 * <p>Arguments: {@code [calls]} timed calls per row (default 2000).
 */
public final class Demo {

    private Demo() {
    }

    public static void main(String[] args) throws Exception {
        int calls = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        Path dir = Files.createTempDirectory("peregrine-demo");
        Path benchIor = dir.resolve(DemoServer.BENCH_IOR);
        Path boardIor = dir.resolve(DemoServer.BOARD_IOR);
        Process server = startServer(dir);
        ORB orb = ORB.init(new String[0], DemoServer.peregrine());
        try {
            Bench bench = BenchHelper.narrow(orb.string_to_object(awaitIor(benchIor, server)));
            showCalls(bench);
            System.out.println();
            NoticeboardTour.run(orb, BoardHelper.narrow(orb.string_to_object(Files.readString(boardIor).strip())));
            LatencyTable table = new LatencyTable();
            Sample sample = new Sample(7, 2.5, "a sample");
            String text64 = "x".repeat(64);
            byte[] kib = new byte[1024];
            table.measure("ping", calls, calls, bench::ping);
            table.measure("echoLong", calls, calls, () -> bench.echoLong(42));
            table.measure("echoString (64 chars)", calls, calls, () -> bench.echoString(text64));
            table.measure("echoSample (struct)", calls, calls, () -> bench.echoSample(sample));
            table.measure("echoOctets (1 KiB)", calls, calls, () -> bench.echoOctets(kib));
            System.out.println();
            System.out.println("Round trips, client and server in two JVMs on 127.0.0.1, unpinned, CPUs idle"
                    + " (a demo, not a benchmark: no baseline measured beside it):");
            System.out.println();
            System.out.print(table.toMarkdown());
            bench.shutdown();
        } finally {
            orb.destroy();
            if (!server.waitFor(10, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
            Files.deleteIfExists(benchIor);
            Files.deleteIfExists(boardIor);
            Files.deleteIfExists(dir);
        }
        System.out.println("\nserver exited with " + server.exitValue());
    }

    private static void showCalls(Bench bench) {
        System.out.println("client: ping()                       -> ok");
        bench.ping();
        System.out.println("client: echoLong(0x01020304)         -> 0x" + Integer.toHexString(bench.echoLong(0x01020304)));
        System.out.println("client: echoString(\"Grüße, 世界\")      -> " + bench.echoString("Grüße, 世界"));
        Sample echoed = bench.echoSample(new Sample(1, 3.25, "struct"));
        System.out.println("client: echoSample({1, 3.25, struct}) -> {" + echoed.id + ", " + echoed.value + ", "
                + echoed.label + "}");
        System.out.println("client: echoOctets([1,2,3])          -> " + Arrays.toString(bench.echoOctets(new byte[] {1, 2, 3})));
        Bench self = bench.self();
        System.out.println("client: self().echoLong(5)           -> " + self.echoLong(5) + " (a reference returned and called)");
        try {
            bench.reject("no reason");
        } catch (Rejected e) {
            System.out.println("client: reject(\"no reason\")          -> Rejected(" + e.reason + ") (a user exception)");
        }
    }

    /** Starts {@link DemoServer} in a second JVM with this module's class path. */
    private static Process startServer(Path iorDirectory) throws Exception {
        Path classes = Path.of(Demo.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        String dependencies = Files.readString(classes.getParent().resolve("classpath.txt")).strip();
        String javaCommand = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(List.of(javaCommand, "-cp", classes + File.pathSeparator + dependencies,
                DemoServer.class.getName(), iorDirectory.toString()))
                .inheritIO()
                .start();
    }

    private static String awaitIor(Path iorFile, Process server) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!Files.exists(iorFile)) {
            if (!server.isAlive() || System.nanoTime() > deadline) {
                throw new IllegalStateException("demo server did not publish its IOR");
            }
            Thread.sleep(20);
        }
        return Files.readString(iorFile).strip();
    }
}
