package org.peregrine.giop.cdr;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Primitives read from and written to a {@code byte[]} in either byte order. The JIT compiles
 * each into one load or store and the array's bounds check: {@link CdrReader} uses it for pieces
 * of heap buffers, where Netty's {@code getInt} checks the index against the capacity and the
 * buffer's reference count before every read; {@link CdrWriter} for heap
 * buffers, with the writer index kept in the writer (its class comment says why).
 */
final class ArrayPrimitives {

    private static final VarHandle SHORT_BE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle SHORT_LE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT_BE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INT_LE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private ArrayPrimitives() {}

    static short getShort(byte[] array, int index, boolean littleEndian) {
        return littleEndian ? (short) SHORT_LE.get(array, index) : (short) SHORT_BE.get(array, index);
    }

    static int getInt(byte[] array, int index, boolean littleEndian) {
        return littleEndian ? (int) INT_LE.get(array, index) : (int) INT_BE.get(array, index);
    }

    static long getLong(byte[] array, int index, boolean littleEndian) {
        return littleEndian ? (long) LONG_LE.get(array, index) : (long) LONG_BE.get(array, index);
    }

    static void putShort(byte[] array, int index, short value, boolean littleEndian) {
        if (littleEndian) {
            SHORT_LE.set(array, index, value);
        } else {
            SHORT_BE.set(array, index, value);
        }
    }

    static void putInt(byte[] array, int index, int value, boolean littleEndian) {
        if (littleEndian) {
            INT_LE.set(array, index, value);
        } else {
            INT_BE.set(array, index, value);
        }
    }

    static void putLong(byte[] array, int index, long value, boolean littleEndian) {
        if (littleEndian) {
            LONG_LE.set(array, index, value);
        } else {
            LONG_BE.set(array, index, value);
        }
    }
}
